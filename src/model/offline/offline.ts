import './kept-changes'

/**
 * Albums, playlists and the queue kept for offline listening (docs/offline.md): the kept model's
 * entry, loaded on the first offline request (offline-requests.ts). The page fetches each song
 * whole through the Service Worker's media address and the shell stores it where the worker
 * answers the audio element from; an item is kept once every song is stored.
 *
 * - kept-store.ts: the kept document, read, written back, the only writer of $kept;
 * - kept-requests.ts: the commands' way in (requests wait for the document; refusals; an item's songs);
 * - kept-changes.ts: what the requests change (add, pause, resume, cancel, remove);
 * - keep-loop.ts: the download, one song at a time.
 */
export { $kept, $offlineServerKey, itemProgress, keptItemOf } from './kept-store'
export { keptViewOpened, offlineRequested } from './kept-requests'
export { KEEP_ATTEMPTS } from './keep-loop'
