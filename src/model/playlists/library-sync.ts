import { sample } from 'effector'
import { playlistPage } from '../library/playlists-list'
import { playlistSongsReordered } from './playlist-songs'
import { playlistChanged } from './playlists'

/**
 * Keeps the library's Playlist page in step (the Playlists screen shows $playlists itself) with the changes made here: after a
 * change (successful or not) the open pages refetch, so they show what the server holds; a
 * reorder shows at once.
 */
sample({
  clock: playlistChanged,
  source: playlistPage.$state,
  filter: (state, id) => state.status !== 'idle' && state.key === id,
  fn: (_, id) => id,
  target: playlistPage.requested,
})

playlistPage.$state.on(playlistSongsReordered, (state, { id, songs }) =>
  state.status === 'ready' && state.key === id ? { ...state, data: { ...state.data, songs } } : state,
)
