import type { Either } from 'fp-ts/Either'
import { isLeft, right } from 'fp-ts/Either'
import * as t from 'io-ts'
import { createPlaylistWithDetails, deletePlaylist, updatePlaylist } from '../../api/calls/playlists'
import { setRating } from '../../api/calls/rating'
import type { Rating } from '../../api/calls/rating'
import { star, unstar } from '../../api/calls/starred'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { updateParams } from '../playlists/playlist-change'

/**
 * A write the user made that the server has to take: a like, a rating, a playlist edit. Each
 * carries what is needed to send it later (plain data: it is stored across reloads), the name
 * the user knows it by (for the message if the server refuses it), and what it replaced (to show
 * the server's state again after a refusal).
 */
const Ids = t.readonlyArray(t.string)

const Like = t.type({
  kind: t.literal('like'),
  like: t.boolean,
  songIds: Ids,
  albumIds: Ids,
  /** The liked songs' titles or the album's name. */
  name: t.string,
})
const Rate = t.type({
  kind: t.literal('rate'),
  of: t.keyof({ song: null, album: null }),
  id: t.string,
  rating: t.number,
  /** The rating it replaced. */
  previous: t.number,
  name: t.string,
})
const PlaylistChangeCodec = t.intersection([
  t.type({ id: t.string }),
  t.partial({ name: t.string, comment: t.string, isPublic: t.boolean, songIdsToAdd: Ids, songIndexesToRemove: t.readonlyArray(t.number) }),
])
const PlaylistUpdate = t.type({ kind: t.literal('playlistUpdate'), change: PlaylistChangeCodec, name: t.string })
const PlaylistCreate = t.type({ kind: t.literal('playlistCreate'), name: t.string, comment: t.string, isPublic: t.boolean, songIds: Ids })
const PlaylistDelete = t.type({ kind: t.literal('playlistDelete'), id: t.string, name: t.string })

export const PendingWrite = t.union([Like, Rate, PlaylistUpdate, PlaylistCreate, PlaylistDelete])
export type PendingWrite = t.TypeOf<typeof PendingWrite>

/** The playlist a write changes, if any (a refused one drops the later writes of the same playlist). */
export function playlistOf(write: PendingWrite): string | null {
  if (write.kind === 'playlistUpdate') return write.change.id
  if (write.kind === 'playlistDelete') return write.id
  return null
}

/** The text a refusal message names the write by (its i18n key under pendingWrites.refused). */
export function refusalKey(write: PendingWrite): string {
  switch (write.kind) {
    case 'like':
      return write.like ? 'pendingWrites.refused.like' : 'pendingWrites.refused.unlike'
    case 'rate':
      return 'pendingWrites.refused.rate'
    case 'playlistUpdate':
      return 'pendingWrites.refused.playlistUpdate'
    case 'playlistCreate':
      return 'pendingWrites.refused.playlistCreate'
    case 'playlistDelete':
      return 'pendingWrites.refused.playlistDelete'
  }
}

/** Song titles as a write names them: the first three, then an ellipsis. */
export function namesOf(titles: readonly string[]): string {
  return titles.length <= 3 ? titles.join(', ') : `${titles.slice(0, 3).join(', ')}…`
}

/** Sends one write; `formPost`: long playlist changes may go in a POST body. */
export async function sendWrite(connection: Connection, write: PendingWrite, formPost: boolean): Promise<Either<ApiFailure, void>> {
  switch (write.kind) {
    case 'like': {
      const target = { ...(write.songIds.length > 0 ? { id: write.songIds } : {}), ...(write.albumIds.length > 0 ? { albumId: write.albumIds } : {}) }
      return write.like ? star(connection, target) : unstar(connection, target)
    }
    case 'rate':
      return setRating(connection, write.id, write.rating as Rating)
    case 'playlistUpdate':
      return updatePlaylist(connection, updateParams(write.change), { formPost })
    case 'playlistCreate': {
      const details = {
        name: write.name,
        ...(write.comment.trim() !== '' ? { comment: write.comment } : {}),
        ...(write.isPublic ? { public: true } : {}),
        ...(write.songIds.length > 0 ? { songIds: write.songIds } : {}),
      }
      const created = await createPlaylistWithDetails(connection, details, { formPost })
      return isLeft(created) ? created : right(undefined)
    }
    case 'playlistDelete':
      return deletePlaylist(connection, write.id)
  }
}
