import { $canRemoveSongs } from '../../model/playlists/open-playlist'
import { removeSongsRequested } from '../../model/playlists/playlist-requests'
import { defineCommand } from '../command'

/** The selected rows of the open playlist; asks for confirmation first. */
export const removeFromPlaylist = defineCommand({
  id: 'playlists.removeSongs',
  // Delete in the playlist's table (Delete in the queue removes from the queue).
  keys: [{ key: 'Delete', when: 'table' }],
  enabled: $canRemoveSongs,
  target: removeSongsRequested,
})
