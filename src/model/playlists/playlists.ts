import { attach, createEvent, createStore, sample } from 'effector'
import { serverAnswersAgain } from '../connectivity/reachability'
import { serverRemoved } from '../session/server-config'
import type { PlaylistSummary } from './playlist-list-call'
import { fetchPlaylistsFx } from './playlist-list-call'

/**
 * The user's playlists: the one list the sidebar, the Playlists screen and the add-to-playlist
 * picker show. Refetched after every change, whether it succeeded or not, so the screen shows
 * what the server holds; when requests overlap, the answer to the latest one wins (an older
 * answer never brings back a playlist deleted since).
 */
export const playlistsRefreshRequested = createEvent()

/** A playlist's details or songs changed on the server (its page refetches). */
export const playlistChanged = createEvent<string>()

export type PlaylistsStatus = 'idle' | 'loading' | 'ready' | 'failed'

const $latestRequest = createStore(0).reset(serverRemoved)
const started = sample({ clock: playlistsRefreshRequested, source: $latestRequest, fn: (latest) => latest + 1 })
$latestRequest.on(started, (_, request) => request)

/** One numbered request of the list (the number tells the latest answer apart). */
const fetchNumberedFx = attach({ effect: fetchPlaylistsFx, mapParams: (_request: number) => undefined })
sample({ clock: started, target: fetchNumberedFx })

const latestDone = sample({ clock: fetchNumberedFx.done, source: $latestRequest, filter: (latest, { params }) => params === latest, fn: (_, done) => done })
const latestFailed = sample({ clock: fetchNumberedFx.fail, source: $latestRequest, filter: (latest, { params }) => params === latest })

export const $playlists = createStore<readonly PlaylistSummary[]>([])
  .on(latestDone, (_, { result }) => result)
  .reset(serverRemoved)

export const $playlistsStatus = createStore<PlaylistsStatus>('idle')
  .on(started, (status) => (status === 'ready' ? status : 'loading'))
  .on(latestDone, () => 'ready')
  .on(latestFailed, (status) => (status === 'ready' ? status : 'failed'))
  .reset(serverRemoved)

sample({ clock: playlistChanged, target: playlistsRefreshRequested })
// A list that could not be loaded while the server was away is asked for again once it answers.
sample({ clock: serverAnswersAgain, source: $playlistsStatus, filter: (status) => status === 'failed', target: playlistsRefreshRequested })

export function findPlaylist(playlists: readonly PlaylistSummary[], id: string): PlaylistSummary | undefined {
  return playlists.find((playlist) => playlist.id === id)
}
