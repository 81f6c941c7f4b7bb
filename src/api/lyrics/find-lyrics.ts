import type { Either } from 'fp-ts/Either'
import { isRight } from 'fp-ts/Either'
import type { LrclibTrack, StructuredLyrics } from '../codecs/lyrics'
import type { ApiFailure } from '../core/failure'
import { parseLrc } from './lrc'
import type { FoundLyrics, LyricLine, LyricsSource } from './lyrics-types'
import { noLyrics, normaliseLyricsText } from './lyrics-types'

export interface LyricsQuery {
  readonly songId: string
  readonly artist: string
  readonly title: string
  readonly album?: string
  /** Seconds. */
  readonly duration?: number
}

export interface ServerLyricsValue {
  readonly artist: string
  readonly title: string
  readonly value: string
}

/** Where lyrics can come from; each may fail or throw, findLyrics never does. */
export interface LyricsFetchers {
  /** getLyricsBySongId; give it only when the server advertises the `songLyrics` extension. */
  readonly bySongId?: (songId: string) => Promise<Either<ApiFailure, readonly StructuredLyrics[]>>
  /** getLyrics by artist and title: the server's (usually unsynced) lyrics. */
  readonly server: (artist: string, title: string) => Promise<Either<ApiFailure, ServerLyricsValue>>
  /** The external lookup (LRCLIB): synced and plain lyrics. */
  readonly external: (query: LyricsQuery) => Promise<Either<ApiFailure, LrclibTrack | null>>
}

type Attempt = () => Promise<FoundLyrics | null>

/**
 * With "prefer synced lyrics" on, the synced source (the external lookup) goes first,
 * otherwise the server's lyrics; each falls back to the other when it returns none. When the
 * server advertises `songLyrics`, getLyricsBySongId is asked before both. With the preference off,
 * synced lyrics are shown as plain text. Any failure or throw counts as "none": the result is
 * empty lyrics, never an error.
 */
export async function findLyrics(fetchers: LyricsFetchers, query: LyricsQuery, preferSynced: boolean): Promise<FoundLyrics> {
  const { bySongId } = fetchers
  const fromServer: Attempt = async () => {
    const reply = await fetchers.server(query.artist, query.title)
    if (!isRight(reply)) return null
    return fromText(reply.right.value, preferSynced, 'server', reply.right.artist || query.artist, reply.right.title || query.title)
  }
  const fromExternal: Attempt = async () => {
    const reply = await fetchers.external(query)
    if (!isRight(reply) || reply.right === null) return null
    const { syncedLyrics, plainLyrics } = reply.right
    const texts = preferSynced ? [syncedLyrics, plainLyrics] : [plainLyrics, syncedLyrics]
    for (const text of texts) {
      const found = fromText(text ?? '', preferSynced, 'lrclib', query.artist, query.title)
      if (found) return found
    }
    return null
  }
  const attempts: Attempt[] = []
  if (bySongId) {
    attempts.push(async () => {
      const reply = await bySongId(query.songId)
      return isRight(reply) ? fromStructured(reply.right, preferSynced, query) : null
    })
  }
  attempts.push(...(preferSynced ? [fromExternal, fromServer] : [fromServer, fromExternal]))
  for (const attempt of attempts) {
    try {
      const found = await attempt()
      if (found) return found
    } catch (error) {
      console.warn('Lyrics lookup failed', error)
    }
  }
  return noLyrics(query.artist, query.title)
}

/** Text that may be LRC: timed lines when synced is wanted, plain lines otherwise. */
function fromText(text: string, preferSynced: boolean, source: LyricsSource, artist: string, title: string): FoundLyrics | null {
  const value = normaliseLyricsText(text)
  if (value === '') return null
  const parsed = parseLrc(value)
  if (parsed.synced && preferSynced) {
    return { artist, title, value: plainOf(parsed.lines), synced: true, lines: parsed.lines, source }
  }
  const lines = parsed.synced ? parsed.lines.map((line) => ({ start: null, text: line.text })) : parsed.lines
  return { artist, title, value: parsed.synced ? plainOf(lines) : value, synced: false, lines, source }
}

function fromStructured(all: readonly StructuredLyrics[], preferSynced: boolean, query: LyricsQuery): FoundLyrics | null {
  const usable = all.filter((lyrics) => lyrics.line.some((line) => line.value.trim() !== ''))
  const synced = usable.find((lyrics) => lyrics.synced && lyrics.line.every((line) => line.start !== undefined))
  const unsynced = usable.find((lyrics) => lyrics !== synced)
  const chosen = preferSynced ? (synced ?? unsynced) : (unsynced ?? synced)
  if (!chosen) return null
  const artist = chosen.displayArtist || query.artist
  const title = chosen.displayTitle || query.title
  const offset = chosen.offset ?? 0
  const timed = preferSynced && chosen === synced
  const lines: LyricLine[] = chosen.line.flatMap((line) =>
    normaliseLyricsText(line.value)
      .split('\n')
      .map((text) => ({ start: timed ? Math.max(0, (line.start ?? 0) - offset) : null, text: text.trim() })),
  )
  if (timed) lines.sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
  return { artist, title, value: plainOf(lines), synced: timed, lines, source: 'songLyrics' }
}

function plainOf(lines: readonly LyricLine[]): string {
  return normaliseLyricsText(lines.map((line) => line.text).join('\n'))
}
