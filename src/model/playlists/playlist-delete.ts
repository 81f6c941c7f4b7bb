import { createEvent, createStore, sample } from 'effector'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { navigated, ROUTES } from '../navigation/navigation'
import { toastShown } from '../toasts/toasts'
import { deletePlaylistFx } from './playlist-calls'
import { $openPlaylist } from './open-playlist'
import { playlistsRefreshRequested } from './playlists'

/** Deleting a playlist asks first; the open page of a deleted playlist goes back to the list. */
export const deletePlaylistRequested = createEvent<{ readonly id: string; readonly name: string }>()
export const deletePlaylistConfirmed = createEvent()

export const $playlistToDelete = createStore<{ readonly id: string; readonly name: string } | null>(null)
  .on(deletePlaylistRequested, (_, playlist) => playlist)
  .reset(deletePlaylistFx.finally)

export const $playlistDeleting = deletePlaylistFx.pending

sample({ clock: deletePlaylistRequested, fn: () => 'playlistDelete' as const, target: dialogOpened })

sample({
  clock: deletePlaylistConfirmed,
  source: { playlist: $playlistToDelete, busy: $playlistDeleting },
  filter: ({ playlist, busy }) => playlist !== null && !busy,
  fn: ({ playlist }) => (playlist as { id: string }).id,
  target: deletePlaylistFx,
})

sample({ clock: deletePlaylistFx.finally, target: [dialogClosed, playlistsRefreshRequested] })
sample({ clock: deletePlaylistFx.done, fn: () => ({ tone: 'success' as const, message: 'playlists.toasts.deleted' }), target: toastShown })
sample({ clock: deletePlaylistFx.fail, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.deleteFailed' }), target: toastShown })

sample({
  clock: deletePlaylistFx.done,
  source: $openPlaylist,
  filter: (open, { params }) => open?.id === params,
  fn: () => ROUTES.playlists,
  target: navigated,
})
