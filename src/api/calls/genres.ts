import * as t from 'io-ts'
import type { Genre } from '../codecs/genre'
import { Genre as GenreCodec } from '../codecs/genre'
import { listOf } from '../codecs/primitives'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

const GenresReply = t.type({ genres: t.type({ genre: listOf(GenreCodec) }) })

/** getGenres: `genres.genre`; a genre's name is its `value`. */
export function getGenres(connection: Connection, signal?: AbortSignal): Result<readonly Genre[]> {
  return call(connection, 'getGenres', GenresReply, {}, (r) => r.genres.genre, signalOption(signal))
}
