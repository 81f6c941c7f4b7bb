import type { ComponentType } from 'react'
import { dialogLoadedOnOpen } from '../dialogs/loaded-on-open'
import type { PlaylistDialogName } from '../../model/dialogs/dialogs'

/** The playlist dialogs for DialogHost, each fetched the first time it opens. */
export const PLAYLIST_DIALOGS: Record<PlaylistDialogName, ComponentType> = {
  playlistEditor: dialogLoadedOnOpen(() => import('./PlaylistEditorDialog').then((m) => m.PlaylistEditorDialog)),
  playlistDelete: dialogLoadedOnOpen(() => import('./DeletePlaylistDialog').then((m) => m.DeletePlaylistDialog)),
  addToPlaylist: dialogLoadedOnOpen(() => import('./AddToPlaylistDialog').then((m) => m.AddToPlaylistDialog)),
  playlistRemoveSongs: dialogLoadedOnOpen(() => import('./RemoveSongsDialog').then((m) => m.RemoveSongsDialog)),
}
