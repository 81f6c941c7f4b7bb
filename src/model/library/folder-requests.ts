import { combine, sample } from 'effector'
import { $openDialog, $settingsPage } from '../dialogs/dialogs'
import { lazyModule } from '../lazy/lazy-module'

/*
 * Requests of the Folders screen and the music folder choice, whose modules load on their first
 * request (the commands, evaluated at start-up, import these, never the modules).
 */
export const folderPageRequested = lazyModule(() => import('./folder-page')).request((module) => module.folderPage.requested)
export const musicFoldersRequested = lazyModule(() => import('./music-folders')).request((module) => module.musicFolders.requested)

/** The settings' Content page shows the music folder choice: the server's folders are asked for. */
sample({
  clock: combine($openDialog, $settingsPage, (dialog, page) => dialog === 'settings' && page === 'content'),
  filter: (shown) => shown,
  fn: () => undefined,
  target: musicFoldersRequested,
})
