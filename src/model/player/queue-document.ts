import type { RadioStation } from '../../api/codecs/radio-station'
import type { Song } from '../../api/codecs/song'
import type { LoopState, QueueState } from '../queue/queue-state'
import { EMPTY_QUEUE } from '../queue/queue-state'

/**
 * The queue as stored in the host's DocumentStorage (IndexedDB), any size: the songs with the
 * fields a reload shows, the shuffled order as indexes into them, the radios and the position.
 * Songs are stored by column (one array per field; a field with few distinct values, such as the
 * album or artist, as a dictionary and indexes): 100,000 songs are ≈ 4 MB instead of ≈ 22 MB, and
 * are read back by a hand-written check, as an io-ts pass would take most of the 300 ms budget.
 */
export const QUEUE_DOCUMENT_KEY = 'queue'
export const QUEUE_DOCUMENT_VERSION = 1

/** One field of every song: its values (null where absent), or a dictionary and an index per song. */
type Column = { readonly values: readonly unknown[] } | { readonly dictionary: readonly unknown[]; readonly indexes: readonly number[] }

export interface QueueDocument {
  readonly version: typeof QUEUE_DOCUMENT_VERSION
  readonly mediaType: 'song' | 'radio'
  readonly songCount: number
  readonly songs: Readonly<Record<string, Column>>
  /** Indexes into `songs`, in play order, while shuffle is on. */
  readonly shuffledOrder: readonly number[] | null
  readonly radios: readonly RadioStation[]
  readonly currentSongIndex: number
  readonly loopState: LoopState
}

const TEXT_FIELDS = ['artist', 'artistId', 'album', 'albumId', 'coverArt', 'genre', 'suffix', 'contentType', 'path', 'starred'] as const
const NUMBER_FIELDS = ['duration', 'track', 'discNumber', 'year', 'bitRate', 'size'] as const
const GAIN_FIELDS = ['trackGain', 'albumGain', 'trackPeak', 'albumPeak', 'baseGain', 'fallbackGain'] as const

const STORED_FIELDS = ['id', 'title', ...TEXT_FIELDS, ...NUMBER_FIELDS, 'replayGain'] as const

export function queueDocumentOf(state: QueueState): QueueDocument {
  const songs: Record<string, Column> = {}
  for (const field of STORED_FIELDS) {
    const column = columnOf(state.originalList, field)
    if (column) songs[field] = column
  }
  return { ...documentHead(state), songs } as QueueDocument
}

/** Gives the browser a turn between two steps of a long piece of work. */
export type Pause = () => Promise<void>

/**
 * The stored document as JSON text (what player-persistence writes), built one column at a time
 * with a `pause` after each step: for 100,000 songs the whole takes most of a second, but no step
 * holds the main thread for more than a few dozen milliseconds. Same content as queueDocumentOf.
 */
export async function queueDocumentText(state: QueueState, pause: Pause): Promise<string> {
  const parts: string[] = []
  for (const field of STORED_FIELDS) {
    const column = columnOf(state.originalList, field)
    if (column) parts.push(`${JSON.stringify(field)}:${JSON.stringify(column)}`)
    await pause()
  }
  const head = JSON.stringify(documentHead(state))
  return `${head.slice(0, -1)},"songs":{${parts.join(',')}}}`
}

function documentHead(state: QueueState): Omit<QueueDocument, 'songs'> {
  return {
    version: QUEUE_DOCUMENT_VERSION,
    mediaType: state.mediaType,
    songCount: state.originalList.length,
    shuffledOrder: state.isShuffleActive ? orderOf(state.originalList, state.shuffledList) : null,
    radios: state.radioList,
    currentSongIndex: state.currentSongIndex,
    loopState: state.loopState,
  }
}

/** One field of every song as stored, or null when no song has it. */
function columnOf(songs: readonly Song[], field: (typeof STORED_FIELDS)[number]): Column | null {
  const values = songs.map((song) => song[field] ?? null)
  if (values.every((value) => value === null)) return null
  if (field === 'replayGain') return { values }
  const dictionary: unknown[] = []
  const at = new Map<unknown, number>()
  const indexes = values.map((value) => {
    let index = at.get(value)
    if (index === undefined) {
      index = dictionary.push(value) - 1
      at.set(value, index)
    }
    return index
  })
  return dictionary.length * 2 < values.length ? { dictionary, indexes } : { values }
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
  const songs = readSongs(value.songs, value.songCount)
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

/** The songs of the stored columns; null when an id or a title is missing or the lengths disagree. */
function readSongs(value: unknown, count: unknown): Song[] | null {
  if (!isRecord(value) || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null
  const column = (field: string): ((index: number) => unknown) | null => {
    const stored = value[field]
    if (stored === undefined) return () => null
    if (!isRecord(stored)) return null
    const { values, dictionary, indexes } = stored
    if (Array.isArray(values) && values.length === count) return (index) => values[index]
    if (Array.isArray(dictionary) && Array.isArray(indexes) && indexes.length === count) return (index) => dictionary[indexes[index] as number]
    return null
  }
  const ids = column('id')
  const titles = column('title')
  if (ids === null || titles === null) return null
  const songs: Song[] = new Array<Song>(count)
  for (let index = 0; index < count; index++) {
    const id = ids(index)
    const title = titles(index)
    if (typeof id !== 'string' || typeof title !== 'string') return null
    songs[index] = { id, title }
  }
  for (const field of TEXT_FIELDS) fill(songs, column(field), (stored) => (typeof stored === 'string' ? stored : undefined), field)
  for (const field of NUMBER_FIELDS) fill(songs, column(field), (stored) => (typeof stored === 'number' && Number.isFinite(stored) ? stored : undefined), field)
  fill(songs, column('replayGain'), readGain, 'replayGain')
  return songs
}

function fill(songs: Song[], read: ((index: number) => unknown) | null, check: (stored: unknown) => unknown, field: string): void {
  if (read === null) return
  for (let index = 0; index < songs.length; index++) {
    const checked = check(read(index))
    if (checked !== undefined) (songs[index] as unknown as Record<string, unknown>)[field] = checked
  }
}

function readGain(stored: unknown): Song['replayGain'] {
  if (!isRecord(stored)) return undefined
  const tags: Record<string, number> = {}
  for (const field of GAIN_FIELDS) if (typeof stored[field] === 'number' && Number.isFinite(stored[field])) tags[field] = stored[field]
  return tags
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
