import type { RadioStation } from '../../api/codecs/radio-station'
import type { Song } from '../../api/codecs/song'
import type { LoopState, QueueState } from '../queue/queue-state'
import { EMPTY_QUEUE } from '../queue/queue-state'

/**
 * The queue as stored in the host's DocumentStorage (IndexedDB), any size: the songs with the
 * fields a reload shows, the shuffled order as indexes into them, the radios and the position.
 * Read back by a hand-written check (100,000 songs: an io-ts pass would take most of the budget).
 */
export const QUEUE_DOCUMENT_KEY = 'queue'
export const QUEUE_DOCUMENT_VERSION = 1

export interface QueueDocument {
  readonly version: typeof QUEUE_DOCUMENT_VERSION
  readonly mediaType: 'song' | 'radio'
  readonly songs: readonly Song[]
  /** Indexes into `songs`, in play order, while shuffle is on. */
  readonly shuffledOrder: readonly number[] | null
  readonly radios: readonly RadioStation[]
  readonly currentSongIndex: number
  readonly loopState: LoopState
}

const TEXT_FIELDS = ['artist', 'artistId', 'album', 'albumId', 'coverArt', 'genre', 'suffix', 'contentType', 'path', 'starred'] as const
const NUMBER_FIELDS = ['duration', 'track', 'discNumber', 'year', 'bitRate', 'size'] as const
const GAIN_FIELDS = ['trackGain', 'albumGain', 'trackPeak', 'albumPeak', 'baseGain', 'fallbackGain'] as const

/** What the player needs of a song after a reload (the song info dialog reads the rest from the server). */
export function slimSong(song: Song): Song {
  const kept: Record<string, unknown> = { id: song.id, title: song.title }
  for (const field of TEXT_FIELDS) if (song[field] !== undefined) kept[field] = song[field]
  for (const field of NUMBER_FIELDS) if (song[field] !== undefined) kept[field] = song[field]
  if (song.replayGain !== undefined) kept.replayGain = song.replayGain
  return kept as unknown as Song
}

export function queueDocumentOf(state: QueueState): QueueDocument {
  const songs = state.originalList.map(slimSong)
  return {
    version: QUEUE_DOCUMENT_VERSION,
    mediaType: state.mediaType,
    songs,
    shuffledOrder: state.isShuffleActive ? orderOf(state.originalList, state.shuffledList) : null,
    radios: state.radioList,
    currentSongIndex: state.currentSongIndex,
    loopState: state.loopState,
  }
}

/** Each shuffled song's index in the original list (the same objects; equal ids as a fallback). */
function orderOf(original: readonly Song[], shuffled: readonly Song[]): number[] | null {
  if (shuffled.length !== original.length) return null
  const byObject = new Map<Song, number>()
  original.forEach((song, index) => byObject.set(song, index))
  const byId = new Map<string, number[]>()
  original.forEach((song, index) => byId.set(song.id, [...(byId.get(song.id) ?? []), index]))
  const used = new Set<number>()
  const order: number[] = []
  for (const song of shuffled) {
    let index = byObject.get(song)
    if (index === undefined || used.has(index)) index = byId.get(song.id)?.find((candidate) => !used.has(candidate))
    if (index === undefined) return null
    used.add(index)
    order.push(index)
  }
  return order
}

/** The queue a stored document describes, or null when it is not one (then nothing is restored). */
export function queueFromDocument(value: unknown): QueueState | null {
  if (!isRecord(value) || value.version !== QUEUE_DOCUMENT_VERSION) return null
  const songs = readSongs(value.songs)
  const radios = readRadios(value.radios)
  if (songs === null || radios === null) return null
  const loopState: LoopState = value.loopState === 1 || value.loopState === 2 ? value.loopState : 0
  const order = readOrder(value.shuffledOrder, songs.length)
  const mediaType = value.mediaType === 'radio' && radios.length > 0 ? 'radio' : 'song'
  const length = mediaType === 'radio' ? radios.length : songs.length
  const index = typeof value.currentSongIndex === 'number' && Number.isInteger(value.currentSongIndex) ? value.currentSongIndex : -1
  if (length === 0 || index < 0 || index >= length) return { ...EMPTY_QUEUE, loopState }
  if (mediaType === 'radio') return { ...EMPTY_QUEUE, mediaType, radioList: radios, currentSongIndex: index, loopState }
  const shuffledList = order ? order.map((at) => songs[at]!) : []
  return {
    ...EMPTY_QUEUE,
    originalList: songs,
    shuffledList,
    isShuffleActive: order !== null,
    currentSongIndex: index,
    originalSongIndex: order ? order[index]! : index,
    loopState,
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readSongs(value: unknown): Song[] | null {
  if (!Array.isArray(value)) return null
  const songs: Song[] = []
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || typeof item.title !== 'string') continue
    const song: Record<string, unknown> = { id: item.id, title: item.title }
    for (const field of TEXT_FIELDS) if (typeof item[field] === 'string') song[field] = item[field]
    for (const field of NUMBER_FIELDS) if (typeof item[field] === 'number' && Number.isFinite(item[field])) song[field] = item[field]
    const gain = item.replayGain
    if (isRecord(gain)) {
      const tags: Record<string, number> = {}
      for (const field of GAIN_FIELDS) if (typeof gain[field] === 'number' && Number.isFinite(gain[field])) tags[field] = gain[field]
      song.replayGain = tags
    }
    songs.push(song as unknown as Song)
  }
  return songs.length === value.length ? songs : null
}

function readRadios(value: unknown): RadioStation[] | null {
  if (value === undefined) return []
  if (!Array.isArray(value)) return null
  const ok = value.every((item) => isRecord(item) && typeof item.id === 'string' && typeof item.name === 'string' && typeof item.streamUrl === 'string')
  return ok ? (value as RadioStation[]) : null
}

function readOrder(value: unknown, length: number): number[] | null {
  if (!Array.isArray(value) || value.length !== length || length === 0) return null
  const seen = new Uint8Array(length)
  for (const index of value) {
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= length || seen[index]) return null
    seen[index] = 1
  }
  return value as number[]
}
