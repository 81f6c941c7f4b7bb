import { addToPlaylist } from './add-to-playlist'
import { deletePlaylist } from './delete-playlist'
import { editPlaylist } from './edit-playlist'
import { moveSongDown, moveSongs, moveSongUp } from './move-song'
import { openPlaylist, playPlaylist, refreshPlaylists, reloadPlaylist } from './play-playlist'
import { newPlaylist } from './new-playlist'
import { removeFromPlaylist } from './remove-from-playlist'

/** The playlist commands, in palette order. */
export const playlistCommands = [newPlaylist, addToPlaylist, editPlaylist, deletePlaylist, removeFromPlaylist, moveSongUp, moveSongDown, refreshPlaylists, playPlaylist, openPlaylist, reloadPlaylist, moveSongs] as const
