import { removeSongsRequested, $canRemoveSongs } from '../../model/playlists/playlist-songs'
import { defineCommand } from '../command'

/** The selected rows of the open playlist; asks for confirmation first. */
export const removeFromPlaylist = defineCommand({
  id: 'playlists.removeSongs',
  title: 'commands.playlists.removeSongs',
  category: 'playlists',
  keybinding: 'Delete',
  enabled: $canRemoveSongs,
  run: removeSongsRequested,
})
