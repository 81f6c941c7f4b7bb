import { sample } from 'effector'
import { getPlaylist } from '../../api/calls/playlists'
import type { PlaylistSummary } from '../playlists/playlist-calls'
import { toPlaylistSummary } from '../playlists/playlist-calls'
import { playlistSongsReordered } from '../playlists/playlist-songs'
import { playlistChanged } from '../playlists/playlists'
import { songsRatingChanged } from '../queue/queue'
import { playlistPageRequested } from './lazy-requests'
import { createResource, unwrap } from './resource'
import { rerate, restar, songsStarChanged } from './song-updates'
import type { Song } from './song'

export type { PlaylistSummary }

export interface PlaylistDetails extends PlaylistSummary {
  readonly songs: readonly Song[]
}

/** One playlist with its songs (Playlist page). */
export const playlistPage = createResource({
  name: 'playlist',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<PlaylistDetails> => {
    const playlist = unwrap(await getPlaylist(connection, id, signal), 'Playlist')
    const songs = playlist.entry as readonly Song[]
    const base = toPlaylistSummary(playlist)
    return {
      ...base,
      songs,
      songCount: playlist.songCount ?? songs.length,
      duration: playlist.duration ?? songs.reduce((sum, song) => sum + (song.duration ?? 0), 0),
    }
  },
})

// Likes and ratings accepted by the server show on the open playlist.
playlistPage.$state.on(songsStarChanged, (state, { ids, starred }) =>
  state.status === 'ready' ? { ...state, data: { ...state.data, songs: restar(state.data.songs, new Set(ids), starred) } } : state,
)
playlistPage.$state.on(songsRatingChanged, (state, { ids, rating }) =>
  state.status === 'ready' ? { ...state, data: { ...state.data, songs: rerate(state.data.songs, new Set(ids), rating) } } : state,
)

/** The playlist commands (evaluated at start-up, before this module) ask through lazy-requests. */
sample({ clock: playlistPageRequested, target: playlistPage.requested })

// The changes made in src/model/playlists: after a change (successful or not) the open page
// refetches, so it shows what the server holds; a reorder shows at once.
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
