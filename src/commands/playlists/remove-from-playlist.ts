import { $canRemoveSongs, removeSongsRequested } from '../../model/playlists/playlist-songs'
import { defineCommand } from '../command'

/** The selected rows of the open playlist; asks for confirmation first. */
export const removeFromPlaylist = defineCommand({
  id: 'playlists.removeSongs',
  keys: 'Delete',
  enabled: $canRemoveSongs,
  target: removeSongsRequested,
})
