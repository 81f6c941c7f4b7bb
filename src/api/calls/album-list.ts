import type { Either } from 'fp-ts/Either'
import { map } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Album } from '../codecs/album'
import { Album as AlbumCodec } from '../codecs/album'
import { listOf } from '../codecs/primitives'
import type { Connection } from '../core/connection'
import type { ApiFailure } from '../core/failure'
import { request } from '../core/request'

export type AlbumListType =
  | 'random'
  | 'newest'
  | 'highest'
  | 'frequent'
  | 'recent'
  | 'alphabeticalByName'
  | 'alphabeticalByArtist'
  | 'starred'
  | 'byYear'
  | 'byGenre'

export interface AlbumListQuery {
  readonly type?: AlbumListType
  readonly size?: number
  readonly offset?: number
  readonly fromYear?: number
  readonly toYear?: number
  readonly genre?: string
}

export const ALBUM_LIST_DEFAULTS = { type: 'newest', size: 30, offset: 0 } as const

const AlbumList2 = t.type({ albumList2: t.type({ album: listOf(AlbumCodec) }) })

/** getAlbumList2: the albums, and the total from x-total-count when the server sends it. */
export async function getAlbumList(
  connection: Connection,
  query: AlbumListQuery = {},
  signal?: AbortSignal,
): Promise<Either<ApiFailure, { albums: readonly Album[]; total: number | undefined }>> {
  const params = {
    ...query,
    type: query.type ?? ALBUM_LIST_DEFAULTS.type,
    size: query.size ?? ALBUM_LIST_DEFAULTS.size,
    offset: query.offset ?? ALBUM_LIST_DEFAULTS.offset,
    musicFolderId: connection.musicFolderId,
  }
  const reply = await request(connection, 'getAlbumList2', AlbumList2, params, signal ? { signal } : {})
  return map((r: { value: t.TypeOf<typeof AlbumList2>; totalCount: number | undefined }) => ({
    albums: r.value.albumList2.album,
    total: r.totalCount,
  }))(reply)
}

/** The Release year filter (yearFilter): byYear from the oldest year up, or from this year down. */
export function byYearQuery(yearFilter: 'oldest' | 'newest', now: Date = new Date()): AlbumListQuery {
  const thisYear = now.getFullYear()
  return yearFilter === 'oldest'
    ? { type: 'byYear', fromYear: 0, toYear: thisYear }
    : { type: 'byYear', fromYear: thisYear, toYear: 0 }
}
