import '../../model/playlists/library-sync'
import { addToPlaylist } from './add-to-playlist'
import { deletePlaylist } from './delete-playlist'
import { editPlaylist } from './edit-playlist'
import { moveSongDown, moveSongUp } from './move-song'
import { newPlaylist } from './new-playlist'
import { removeFromPlaylist } from './remove-from-playlist'

/** The playlist commands, in palette order. */
export const playlistCommands = [newPlaylist, addToPlaylist, editPlaylist, deletePlaylist, removeFromPlaylist, moveSongUp, moveSongDown] as const
