import { playlistPageRequested } from '../../model/library/lazy-requests'
import type { Song } from '../../model/library/song'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { playlistsRefreshRequested } from '../../model/playlists/playlists'
import { listStarted } from '../../model/queue/queue-events'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Plays a playlist's `{ songs }` from the first, or `shuffle`d from a random one: its page's buttons. */
export const playPlaylist = defineCommand({
  id: 'playlists.play',
  payloadOnly: true,
  target: listStarted,
  adapt: ({ songs, shuffle }: { readonly songs: readonly Song[]; readonly shuffle: boolean }) => ({ songs, shuffle }),
})

/** Loads the playlists again (the Playlists screen's Refresh). */
export const refreshPlaylists = defineCommand({
  id: 'playlists.refresh',
  enabled: $isSignedIn,
  target: playlistsRefreshRequested,
})

/** Opens a playlist's page: Enter or a double click on a row of the Playlists screen. */
export const openPlaylist = defineCommand({
  id: 'playlists.open',
  payloadOnly: true,
  target: navigated,
  adapt: ({ playlistId }: { readonly playlistId: string }) => ROUTES.playlist(playlistId),
})

/** Loads a playlist's page: the page when it opens, its Refresh and Retry buttons pass `{ playlistId }`. */
export const reloadPlaylist = defineCommand({
  id: 'playlists.reload',
  payloadOnly: true,
  target: playlistPageRequested,
  adapt: ({ playlistId }: { readonly playlistId: string }) => playlistId,
})
