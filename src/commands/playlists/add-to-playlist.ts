import { addToPlaylistRequested } from '../../model/playlists/playlist-requests'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'
import { $selectedSongs } from '../library/song-command'

/** Acts on the songs passed, or those of $commandTarget: table rows, an album's songs, the queue. */
export const addToPlaylist = defineCommand({
  id: 'playlists.addToPlaylist',
  keys: 'A P',
  enabled: $isSignedIn,
  context: $selectedSongs,
  target: addToPlaylistRequested,
})
