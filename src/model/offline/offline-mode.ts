import { sample } from 'effector'
import { serverLost } from '../connectivity/reachability'
import { lazyModule } from '../lazy/lazy-module'

/**
 * The light way in to what is kept offline (kept-library.ts) and the queue's skips of songs not
 * kept (offline-skip.ts): they load when the server is lost, or when a screen that shows what is
 * kept is navigated to (Home, the "Available offline" page), not at start-up.
 */
export const keptLibraryWanted = lazyModule(() => import('./offline-skip')).request((module) => module.keptLibraryRequested)

sample({ clock: serverLost, target: keptLibraryWanted })
