import { lazyModule } from '../lazy/lazy-module'

/*
 * Requests of the Folders screen and the music folder choice, whose modules load on their first
 * request (the commands, evaluated at start-up, import these, never the modules).
 */
export const folderPageRequested = lazyModule(() => import('./folder-page')).request((module) => module.folderPage.requested)
export const musicFoldersRequested = lazyModule(() => import('./music-folders')).request((module) => module.musicFolders.requested)
