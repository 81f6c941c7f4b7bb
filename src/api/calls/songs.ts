import * as t from 'io-ts'
import { listOf } from '../codecs/primitives'
import type { Song } from '../codecs/song'
import { Song as SongCodec } from '../codecs/song'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

const SongReply = t.type({ song: SongCodec })
const RandomSongsReply = t.type({ randomSongs: t.type({ song: listOf(SongCodec) }) })
const TopSongsReply = t.type({ topSongs: t.type({ song: listOf(SongCodec) }) })
const SimilarSongs2Reply = t.type({ similarSongs2: t.type({ song: listOf(SongCodec) }) })

/** getSong. */
export function getSong(connection: Connection, id: string, signal?: AbortSignal): Result<Song> {
  return call(connection, 'getSong', SongReply, { id }, (r) => r.song, signalOption(signal))
}

export interface RandomSongsQuery {
  /** How many; absent: the server's default (10). */
  readonly size?: number
  readonly genre?: string
  readonly fromYear?: number
  readonly toYear?: number
}

/** getRandomSongs: only the parameters that are set are sent. */
export function getRandomSongs(connection: Connection, query: RandomSongsQuery = {}, signal?: AbortSignal): Result<readonly Song[]> {
  const params = { size: query.size, genre: query.genre, fromYear: query.fromYear, toYear: query.toYear, musicFolderId: connection.musicFolderId }
  return call(connection, 'getRandomSongs', RandomSongsReply, params, (r) => r.randomSongs.song, signalOption(signal))
}

/**
 * getTopSongs: the artist's popular songs, by artist NAME. Supysonic lacks it (error 0,
 * HTTP 404): see `isUnsupportedCall`.
 */
export function getTopSongs(connection: Connection, artist: string, count?: number, signal?: AbortSignal): Result<readonly Song[]> {
  return call(connection, 'getTopSongs', TopSongsReply, { artist, count }, (r) => r.topSongs.song, signalOption(signal))
}

/** getSimilarSongs2 (artist radio on servers that have it; Supysonic lacks it): songs like the artist `id`'s. */
export function getSimilarSongs2(connection: Connection, id: string, count?: number, signal?: AbortSignal): Result<readonly Song[]> {
  return call(connection, 'getSimilarSongs2', SimilarSongs2Reply, { id, count }, (r) => r.similarSongs2.song, signalOption(signal))
}
