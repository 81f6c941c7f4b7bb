import { createEvent, createStore, sample } from 'effector'
import { serverRemoved } from '../session/server-config'
import type { PlaylistSummary } from './playlist-calls'
import { fetchPlaylistsFx } from './playlist-calls'

/**
 * The user's playlists, for the sidebar and the add-to-playlist picker. Refetched after every
 * change, whether it succeeded or not, so the screen shows what the server holds.
 */
export const playlistsRefreshRequested = createEvent()

/** A playlist's details or songs changed on the server (its page refetches). */
export const playlistChanged = createEvent<string>()

export type PlaylistsStatus = 'idle' | 'loading' | 'ready' | 'failed'

export const $playlists = createStore<readonly PlaylistSummary[]>([])
  .on(fetchPlaylistsFx.doneData, (_, playlists) => playlists)
  .reset(serverRemoved)

export const $playlistsStatus = createStore<PlaylistsStatus>('idle')
  .on(fetchPlaylistsFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(fetchPlaylistsFx.done, () => 'ready')
  .on(fetchPlaylistsFx.fail, (status) => (status === 'ready' ? status : 'failed'))
  .reset(serverRemoved)

sample({ clock: playlistsRefreshRequested, target: fetchPlaylistsFx })
sample({ clock: playlistChanged, target: playlistsRefreshRequested })


export function findPlaylist(playlists: readonly PlaylistSummary[], id: string): PlaylistSummary | undefined {
  return playlists.find((playlist) => playlist.id === id)
}
