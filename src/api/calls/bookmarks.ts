import * as t from 'io-ts'
import { Bookmark } from '../codecs/bookmark'
import { listOf } from '../codecs/primitives'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { acknowledge, call } from './call'

const BookmarksReply = t.partial({ bookmarks: t.partial({ bookmark: listOf(Bookmark) }) })

/**
 * getBookmarks: the positions the user kept, from any client (Navidrome; an empty list is `{}`).
 * Supysonic has no bookmarks: the call fails (see `isUnsupportedCall`, or error 0 or 70).
 */
export function getBookmarks(connection: Connection): Result<Bookmark[]> {
  return call(connection, 'getBookmarks', BookmarksReply, {}, (reply) => reply.bookmarks?.bookmark ?? [])
}

/** createBookmark: keeps `positionMs` in song `id` (replacing the one kept before). */
export function createBookmark(connection: Connection, id: string, positionMs: number): Result<void> {
  return acknowledge(connection, 'createBookmark', { id, position: Math.max(0, Math.round(positionMs)) })
}

/** deleteBookmark: forgets the position kept in song `id`. */
export function deleteBookmark(connection: Connection, id: string): Result<void> {
  return acknowledge(connection, 'deleteBookmark', { id })
}
