import { newPlaylistRequested } from '../../model/playlists/playlist-requests'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

export const newPlaylist = defineCommand({
  id: 'playlists.new',
  keys: 'N P',
  enabled: $isSignedIn,
  target: newPlaylistRequested,
  adapt: () => [],
})
