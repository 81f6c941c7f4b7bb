import * as t from 'io-ts'
import type { SearchResult } from '../codecs/search-result'
import { SearchResult as SearchResultCodec } from '../codecs/search-result'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { acknowledge, call, signalOption } from './call'

type Ids = string | readonly string[]

/** What to like: songs (`id`), albums (`albumId`), artists (`artistId`); one or a list each. */
export interface StarTarget {
  readonly id?: Ids
  readonly albumId?: Ids
  readonly artistId?: Ids
}

function starParams(target: StarTarget) {
  return { id: target.id, albumId: target.albumId, artistId: target.artistId }
}

/** star: like. Supysonic answers error 0 when the item is already starred. */
export function star(connection: Connection, target: StarTarget, signal?: AbortSignal): Result<void> {
  return acknowledge(connection, 'star', starParams(target), signalOption(signal))
}

/** unstar: remove the like. */
export function unstar(connection: Connection, target: StarTarget, signal?: AbortSignal): Result<void> {
  return acknowledge(connection, 'unstar', starParams(target), signalOption(signal))
}

const Starred2Reply = t.type({ starred2: SearchResultCodec })

/** getStarred2: every liked artist, album and song (the Favorites filter). */
export function getStarred2(connection: Connection, signal?: AbortSignal): Result<SearchResult> {
  return call(connection, 'getStarred2', Starred2Reply, { musicFolderId: connection.musicFolderId }, (r) => r.starred2, signalOption(signal))
}
