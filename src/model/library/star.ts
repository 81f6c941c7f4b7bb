import { attach, createEvent, sample } from 'effector'
import { star, unstar } from '../../api/calls/starred'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import { albumPage } from './album-page'
import { playlistPage } from './playlists-list'
import { reportFailure, unwrap } from './resource'
import type { Song } from './song'
import { isStarred } from './song'
import { $songsList } from './songs-list'

/** Like the songs unless all are liked already, in which case unlike them (SPEC §4 like toggles). */
export const songsLikeToggled = createEvent<readonly Song[]>()
/** Like or unlike an album (Album page headline). */
export const albumLikeToggled = createEvent<{ readonly id: string; readonly starred: boolean }>()

/** Songs whose liked state changed on the server: every list showing them follows. */
export const songsStarChanged = createEvent<{ readonly ids: readonly string[]; readonly starred: string | undefined }>()
export const albumStarChanged = createEvent<{ readonly id: string; readonly starred: boolean }>()

const toggleSongsFx = attach({
  source: $connection,
  effect: async (connection, songs: readonly Song[]) => {
    if (!connection) throw new Error('No server configured')
    const like = !songs.every(isStarred)
    // Supysonic refuses to star a starred item: only send the ones that change.
    const ids = songs.filter((song) => isStarred(song) !== like).map((song) => song.id)
    unwrap(await (like ? star(connection, { id: ids }) : unstar(connection, { id: ids })), like ? 'Like' : 'Unlike')
    return { ids, starred: like ? new Date().toISOString() : undefined }
  },
})

const toggleAlbumFx = attach({
  source: $connection,
  effect: async (connection, album: { id: string; starred: boolean }) => {
    if (!connection) throw new Error('No server configured')
    const like = !album.starred
    unwrap(await (like ? star(connection, { albumId: album.id }) : unstar(connection, { albumId: album.id })), 'Like album')
    return { id: album.id, starred: like }
  },
})

sample({ clock: songsLikeToggled, filter: (songs) => songs.length > 0, target: toggleSongsFx })
sample({ clock: toggleSongsFx.doneData, target: songsStarChanged })
sample({ clock: albumLikeToggled, target: toggleAlbumFx })
sample({ clock: toggleAlbumFx.doneData, target: albumStarChanged })
sample({
  clock: [toggleSongsFx.fail, toggleAlbumFx.fail],
  fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }),
  target: toastShown,
})

function restar(songs: readonly Song[], ids: ReadonlySet<string>, starred: string | undefined): readonly Song[] {
  if (!songs.some((song) => ids.has(song.id))) return songs
  return songs.map((song) => {
    if (!ids.has(song.id)) return song
    const { starred: _, ...rest } = song
    return starred ? { ...rest, starred } : rest
  })
}

albumPage.$state.on(songsStarChanged, (state, { ids, starred }) =>
  state.status === 'ready' ? { ...state, data: { ...state.data, songs: restar(state.data.songs, new Set(ids), starred) } } : state,
)
albumPage.$state.on(albumStarChanged, (state, { id, starred }) =>
  state.status === 'ready' && state.data.id === id ? { ...state, data: { ...state.data, starred } } : state,
)
playlistPage.$state.on(songsStarChanged, (state, { ids, starred }) =>
  state.status === 'ready' ? { ...state, data: { ...state.data, songs: restar(state.data.songs, new Set(ids), starred) } } : state,
)
$songsList.on(songsStarChanged, (state, { ids, starred }) => ({ ...state, songs: restar(state.songs, new Set(ids), starred) }))
toggleSongsFx.failData.watch(reportFailure)
