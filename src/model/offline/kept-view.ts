/**
 * The part of the offline model that reads what is kept without changing it (offline-mode.ts
 * loads it): the kept library the screens show, the queue's skips while the server cannot be
 * reached, and the request to follow the kept playlists' changes made elsewhere.
 */
export { keptLibraryRequested } from './offline-skip'
export { keptPlaylistsFollowWanted } from './kept-playlists-follow'
