import { isLeft, right } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { SearchResult } from '../codecs/search-result'
import { SearchResult as SearchResultCodec } from '../codecs/search-result'
import { decodeInSlices } from '../codecs/decode-in-slices'
import { listOf } from '../codecs/primitives'
import type { Song } from '../codecs/song'
import { Song as SongCodec } from '../codecs/song'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'
import { request } from '../core/request'

export interface SearchQuery {
  readonly query: string
  readonly artistCount?: number
  readonly artistOffset?: number
  readonly albumCount?: number
  readonly albumOffset?: number
  readonly songCount?: number
  readonly songOffset?: number
}

/** Search page sizes 20, offsets 0. */
export const SEARCH_DEFAULTS = {
  artistCount: 20,
  artistOffset: 0,
  albumCount: 20,
  albumOffset: 0,
  songCount: 20,
  songOffset: 0,
} as const

/** Navidrome takes a pair of double quotes as "everything"; others take the empty query. */
export const NAVIDROME_EMPTY_QUERY = '""'

const SearchReply = t.type({ searchResult3: SearchResultCodec })
const AllSongsReply = t.type({ searchResult3: t.type({ song: t.unknown }) })
const SongList = listOf(SongCodec)

/** The query as sent: an empty query becomes `""` on Navidrome. */
export function searchQueryFor(serverType: string, query: string): string {
  return query === '' && serverType === 'navidrome' ? NAVIDROME_EMPTY_QUERY : query
}

/** search3: artists, albums and songs; counts default to 20, offsets to 0. */
export function search3(connection: Connection, serverType: string, query: SearchQuery, signal?: AbortSignal): Result<SearchResult> {
  const params = {
    query: searchQueryFor(serverType, query.query),
    artistCount: query.artistCount ?? SEARCH_DEFAULTS.artistCount,
    artistOffset: query.artistOffset ?? SEARCH_DEFAULTS.artistOffset,
    albumCount: query.albumCount ?? SEARCH_DEFAULTS.albumCount,
    albumOffset: query.albumOffset ?? SEARCH_DEFAULTS.albumOffset,
    songCount: query.songCount ?? SEARCH_DEFAULTS.songCount,
    songOffset: query.songOffset ?? SEARCH_DEFAULTS.songOffset,
    musicFolderId: connection.musicFolderId,
  }
  return call(connection, 'search3', SearchReply, params, (r) => r.searchResult3, signalOption(signal))
}

/**
 * Get all songs: search3 with an empty query and only songCount (and songOffset) set;
 * artist and album counts are 0 so the server sends songs only. The songs are decoded a slice at a
 * time (a later chunk holds thousands).
 */
export async function getAllSongs(
  connection: Connection,
  serverType: string,
  page: { readonly songCount: number; readonly songOffset?: number },
  signal?: AbortSignal,
): Result<readonly Song[]> {
  const params = {
    query: searchQueryFor(serverType, ''),
    songCount: page.songCount,
    songOffset: page.songOffset ?? 0,
    artistCount: 0,
    albumCount: 0,
    musicFolderId: connection.musicFolderId,
  }
  const reply = await request(connection, 'search3', AllSongsReply, params, signalOption(signal))
  if (isLeft(reply)) return reply
  return right(await decodeInSlices(SongList, reply.right.value.searchResult3.song, signal))
}
