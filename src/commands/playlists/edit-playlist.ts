import { editPlaylistRequested } from '../../model/playlists/playlist-requests'
import { $playlistSubject } from '../../model/playlists/playlist-subject'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

export const editPlaylist = defineCommand({
  id: 'playlists.edit',
  enabled: $isSignedIn,
  context: $playlistSubject.map((playlist) => {
    if (!playlist) return null
    const { id, name, comment, isPublic, songCount, duration } = playlist
    return { id, name, comment, isPublic, songCount, duration }
  }),
  target: editPlaylistRequested,
})
