import * as t from 'io-ts'
import type { Lyrics, StructuredLyrics } from '../codecs/lyrics'
import { Lyrics as LyricsCodec, StructuredLyrics as StructuredLyricsCodec } from '../codecs/lyrics'
import { listOf } from '../codecs/primitives'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

/** Supysonic leaves `lyrics` out when it has none; Navidrome sends `{ value: "" }`. */
const LyricsReply = t.partial({ lyrics: LyricsCodec })
const LyricsListReply = t.type({ lyricsList: t.type({ structuredLyrics: listOf(StructuredLyricsCodec) }) })

export interface ServerLyrics {
  readonly artist: string
  readonly title: string
  /** '' when the server has none. */
  readonly value: string
}

/** getLyrics: by artist and title; value '' when there are none. */
export function getLyrics(connection: Connection, artist: string, title: string, signal?: AbortSignal): Result<ServerLyrics> {
  return call(
    connection,
    'getLyrics',
    LyricsReply,
    { artist, title },
    (r) => lyricsOf(r.lyrics, artist, title),
    signalOption(signal),
  )
}

function lyricsOf(lyrics: Lyrics | undefined, artist: string, title: string): ServerLyrics {
  return { artist: lyrics?.artist ?? artist, title: lyrics?.title ?? title, value: lyrics?.value ?? '' }
}

/** OpenSubsonic getLyricsBySongId: every lyrics the server has for the song, synced or not. */
export function getLyricsBySongId(connection: Connection, id: string, signal?: AbortSignal): Result<readonly StructuredLyrics[]> {
  return call(connection, 'getLyricsBySongId', LyricsListReply, { id }, (r) => r.lyricsList.structuredLyrics, signalOption(signal))
}

export { getOpenSubsonicExtensions, hasExtension, SONG_LYRICS_EXTENSION } from './extensions'
