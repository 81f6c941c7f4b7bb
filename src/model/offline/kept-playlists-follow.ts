import { createEvent, createStore, sample } from 'effector'
import { $reachability } from '../connectivity/reachability'
import { $pendingWriteCount } from '../pending-writes/pending-writes'
import { $keptLibrary, keptLibraryRequested } from './kept-library'
import type { OfflineRequest } from './offline-request'
import { offlineRequested } from './offline-requests'

/**
 * When the kept playlists are read again from the server (docs/offline.md): asked after a start
 * the server answered and when it is back (offline-mode.ts). The kept document is read first; only
 * an account that keeps a playlist loads the kept model (offline.ts), which reads each one and
 * follows it as it does when its page is opened (kept-playlists.ts). Writes made while the server
 * could not be reached go first: a playlist is read once they are all sent, so that it holds them.
 */
export const keptPlaylistsFollowWanted = createEvent()

/** Asked, not done yet. */
const $wanted = createStore(false, { serialize: 'ignore' }).on(keptPlaylistsFollowWanted, () => true)
sample({ clock: keptPlaylistsFollowWanted, target: keptLibraryRequested })

const due = sample({
  clock: [keptPlaylistsFollowWanted, $keptLibrary.updates, $pendingWriteCount.updates, $reachability.updates],
  source: { wanted: $wanted, library: $keptLibrary, waiting: $pendingWriteCount, reachability: $reachability },
  filter: ({ wanted, library, waiting, reachability }) => wanted && library !== null && waiting === 0 && reachability === 'reachable',
  fn: ({ library }) => library!.items.some((item) => item.kind === 'playlist'),
})
$wanted.on(due, () => false)
sample({ clock: due, filter: Boolean, fn: (): OfflineRequest => ({ type: 'follow' }), target: offlineRequested })
