import { lazyModule } from '../lazy/lazy-module'

/*
 * The playlist commands' targets: their modules (the editor, the writes, deleting, adding to a
 * playlist) load on the first request, or with the screen or dialog that imports them; these
 * light events reach the modules' own events of the same names (src/model/lazy/lazy-module.ts).
 * The list itself (playlists.ts) is the sidebar's, loaded from start-up.
 */
const editorModule = lazyModule(() => import('./playlist-editor'))
export const newPlaylistRequested = editorModule.request((module) => module.newPlaylistRequested)
export const editPlaylistRequested = editorModule.request((module) => module.editPlaylistRequested)

export const deletePlaylistRequested = lazyModule(() => import('./playlist-delete')).request((module) => module.deletePlaylistRequested)
export const addToPlaylistRequested = lazyModule(() => import('./add-to-playlist')).request((module) => module.addToPlaylistRequested)

const songsModule = lazyModule(() => import('./playlist-songs'))
export const removeSongsRequested = songsModule.request((module) => module.removeSongsRequested)
export const playlistSongsMoved = songsModule.request((module) => module.playlistSongsMoved)
