import { createStore, sample } from 'effector'
import { appIdleAfterStart } from '../app/start'
import { serverBack, serverLost } from '../connectivity/reachability'
import { lazyModule } from '../lazy/lazy-module'
import { $sessionVerdict } from '../session/session-check'

/**
 * The light way in to what is kept offline (kept-library.ts), the queue's skips of songs not
 * kept (offline-skip.ts) and the kept playlists' following of changes made elsewhere
 * (kept-playlists-follow.ts): they load when the server is lost, when a screen that shows what is
 * kept is navigated to (Home, the "Available offline" page), or once the start is over, not at
 * start-up.
 */
const keptView = lazyModule(() => import('./kept-view'))
export const keptLibraryWanted = keptView.request((module) => module.keptLibraryRequested)
/** Each kept playlist is read again from the server, and the kept item follows it. */
export const keptPlaylistsFollowWanted = keptView.request((module) => module.keptPlaylistsFollowWanted)

sample({ clock: serverLost, target: keptLibraryWanted })
// Another client may have changed a kept playlist: read again after a start the server answered
// (once the app listens and the browser is idle, and the start-up check found the server answering,
// whichever comes last: the app opens before the check for an account that keeps something), and
// whenever the server is back after an outage.
const $afterStart = createStore<'starting' | 'idle' | 'followed'>('starting')
  .on(appIdleAfterStart, (state) => (state === 'starting' ? 'idle' : state))
  .on(keptPlaylistsFollowWanted, () => 'followed')
sample({
  clock: [$afterStart.updates, $sessionVerdict.updates],
  source: { state: $afterStart, verdict: $sessionVerdict },
  filter: ({ state, verdict }) => state === 'idle' && verdict === 'ok',
  target: keptPlaylistsFollowWanted,
})
sample({ clock: serverBack, target: keptPlaylistsFollowWanted })
