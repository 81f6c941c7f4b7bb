import { createEvent, createStore, sample } from 'effector'
import { getPlaylist } from '../../api/calls/playlists'
import type { PlaylistSummary } from '../playlists/playlist-calls'
import { toPlaylistSummary } from '../playlists/playlist-calls'
import { playlistSongsReordered } from '../playlists/playlist-songs'
import { $songWrites, songsReadEnded, songsReadOther, songsReadStarted, songsWritesSettled } from '../playlists/playlist-writes'
import { serverRemoved } from '../session/server-config'
import { playlistChanged } from '../playlists/playlists'
import { songsRatingChanged } from '../queue/queue'
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

/**
 * The page's reloads take turns with the playlist's writes (playlist-writes): asked while edits
 * are queued, a reload waits until they are written (else it could read before a write and answer
 * after it); one under way holds the next write until it answers.
 */
/** A playlist's page wanted, by id (lazy-requests.ts's playlistPageRequested reaches it): on opening, Refresh and Retry. */
export const playlistPageWanted = createEvent<string>()
const asked = sample({ clock: playlistPageWanted, source: $songWrites, fn: (queues, id) => ({ id, now: queues[id] === undefined }) })
sample({ clock: asked, filter: ({ now }) => now, fn: ({ id }) => id, target: playlistPage.requested })

// After a change (successful or not) the open page refetches, so it shows what the server holds; a reorder shows at once.
const changed = sample({
  clock: playlistChanged,
  source: { state: playlistPage.$state, queues: $songWrites },
  filter: ({ state }, id) => state.status !== 'idle' && state.key === id,
  fn: ({ queues }, id) => ({ id, now: queues[id] === undefined }),
})
sample({ clock: changed, filter: ({ now }) => now, fn: ({ id }) => id, target: playlistPage.requested })

/** The playlist whose reload waits for its writes. */
const $reloadAfterWrites = createStore<string | null>(null)
  .on([asked, changed], (waiting, { id, now }) => (now ? waiting : id))
  .reset(serverRemoved)
const writesDone = sample({ clock: [songsWritesSettled, songsReadOther], source: $reloadAfterWrites, filter: (waiting, { id }) => waiting === id, fn: (_, { id }) => id })
$reloadAfterWrites.on(writesDone, () => null)
sample({ clock: writesDone, target: playlistPage.requested })

sample({ clock: playlistPage.requested, target: songsReadStarted })
sample({ clock: playlistPage.loadFx.done, fn: ({ params, result }) => ({ id: params, songs: result.data.songs }), target: songsReadEnded })
sample({ clock: playlistPage.loadFx.fail, fn: ({ params }) => ({ id: params, songs: null }), target: songsReadEnded })

playlistPage.$state.on(playlistSongsReordered, (state, { id, songs }) =>
  state.status === 'ready' && state.key === id ? { ...state, data: { ...state.data, songs } } : state,
)
