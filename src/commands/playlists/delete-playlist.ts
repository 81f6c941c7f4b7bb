import { deletePlaylistRequested } from '../../model/playlists/playlist-requests'
import { $playlistSubject } from '../../model/playlists/playlist-subject'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Asks for confirmation first (model/playlists/playlist-delete.ts). */
export const deletePlaylist = defineCommand({
  id: 'playlists.delete',
  enabled: $isSignedIn,
  context: $playlistSubject.map((playlist) => (playlist ? { id: playlist.id, name: playlist.name } : null)),
  target: deletePlaylistRequested,
})
