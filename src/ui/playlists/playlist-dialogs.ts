import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy } from 'react'
import type { PlaylistDialogName } from '../../model/dialogs/dialogs'

/** The playlist dialogs for DialogHost, each fetched the first time it opens. */
export const PLAYLIST_DIALOGS: Record<PlaylistDialogName, LazyExoticComponent<ComponentType>> = {
  playlistEditor: lazy(() => import('./PlaylistEditorDialog').then((m) => ({ default: m.PlaylistEditorDialog }))),
  playlistDelete: lazy(() => import('./DeletePlaylistDialog').then((m) => ({ default: m.DeletePlaylistDialog }))),
  addToPlaylist: lazy(() => import('./AddToPlaylistDialog').then((m) => ({ default: m.AddToPlaylistDialog }))),
  playlistRemoveSongs: lazy(() => import('./RemoveSongsDialog').then((m) => ({ default: m.RemoveSongsDialog }))),
}
