import { attach } from 'effector'
import type { Song } from '../../api/codecs/song'
import { createPlaylistWithDetails, deletePlaylist, getPlaylist, updatePlaylist } from '../../api/calls/playlists'
import { requireConnection, valueOrThrow } from '../session/call-result'
import { $connection } from '../session/server-config'
import { $serverExtensions } from '../session/server-extensions'
import type { PlaylistChange } from './playlist-change'
import { formPostFor, updateParams } from './playlist-change'
import type { PlaylistForm } from './playlist-form'

// The list's call and summary live apart (the sidebar shows the list from start-up; these load on a first write).
export type { PlaylistSummary } from './playlist-list-call'
export { fetchPlaylistsFx, toPlaylistSummary } from './playlist-list-call'

export type { PlaylistChange }

/** The server calls of the playlists model that write; each throws with the failure's description. */
/**
 * Create playlist with details, through the api's createPlaylistWithDetails: create by
 * name, then update with comment, public and songs; a failed update deletes the new playlist again.
 */
export const createPlaylistFx = attach({
  source: { connection: $connection, extensions: $serverExtensions },
  effect: async (source, { form, songIds }: { form: PlaylistForm; songIds: readonly string[] }): Promise<void> => {
    const connection = requireConnection(source.connection)
    const formPost = await formPostFor(source.extensions, connection, { id: '', songIdsToAdd: songIds })
    const details = {
      name: form.name,
      ...(form.comment.trim() !== '' ? { comment: form.comment } : {}),
      ...(form.isPublic ? { public: true } : {}),
      ...(songIds.length > 0 ? { songIds } : {}),
    }
    valueOrThrow('createPlaylist', await createPlaylistWithDetails(connection, details, { formPost }))
  },
})

export const updatePlaylistFx = attach({
  source: { connection: $connection, extensions: $serverExtensions },
  effect: async (source, change: PlaylistChange): Promise<void> => {
    const connection = requireConnection(source.connection)
    const formPost = await formPostFor(source.extensions, connection, change)
    valueOrThrow('updatePlaylist', await updatePlaylist(connection, updateParams(change), { formPost }))
  },
})

export const deletePlaylistFx = attach({
  source: $connection,
  effect: async (connection, id: string): Promise<void> => {
    valueOrThrow('deletePlaylist', await deletePlaylist(requireConnection(connection), id))
  },
})

/** The songs of a playlist in the order the server holds them now (after a refused write). */
export const readPlaylistSongsFx = attach({
  source: $connection,
  effect: async (connection, id: string): Promise<readonly Song[]> =>
    valueOrThrow('getPlaylist', await getPlaylist(requireConnection(connection), id)).entry as readonly Song[],
})
