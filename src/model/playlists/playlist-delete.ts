import { attach, createEvent, createStore, sample } from 'effector'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { navigated, ROUTES } from '../navigation/navigation'
import { runOrKeepFx } from '../pending-writes/send-or-keep'
import { toastShown } from '../toasts/toasts'
import { deletePlaylistFx } from './playlist-calls'
import { $openPlaylist } from './open-playlist'
import { $playlists, findPlaylist, playlistsRefreshRequested } from './playlists'

/** Deleting a playlist asks first; the open page of a deleted playlist goes back to the list. */
export const deletePlaylistRequested = createEvent<{ readonly id: string; readonly name: string }>()
export const deletePlaylistConfirmed = createEvent()

/** Sent, or kept until the server answers again (pending-writes). */
const deleteFx = attach({
  source: $playlists,
  effect: (playlists, id: string) =>
    runOrKeepFx({ write: { kind: 'playlistDelete', id, name: findPlaylist(playlists, id)?.name ?? id }, send: () => deletePlaylistFx(id) }),
})

export const $playlistToDelete = createStore<{ readonly id: string; readonly name: string } | null>(null)
  .on(deletePlaylistRequested, (_, playlist) => playlist)
  .reset(deleteFx.finally)

export const $playlistDeleting = deleteFx.pending

sample({ clock: deletePlaylistRequested, fn: () => 'playlistDelete' as const, target: dialogOpened })

sample({
  clock: deletePlaylistConfirmed,
  source: { playlist: $playlistToDelete, busy: $playlistDeleting },
  filter: ({ playlist, busy }) => playlist !== null && !busy,
  fn: ({ playlist }) => (playlist as { id: string }).id,
  target: deleteFx,
})

sample({ clock: deleteFx.finally, target: [dialogClosed, playlistsRefreshRequested] })
sample({ clock: deleteFx.doneData, fn: (result) => ({ tone: 'success' as const, message: result === 'kept' ? 'pendingWrites.kept.playlistDelete' : 'playlists.toasts.deleted' }), target: toastShown })
sample({ clock: deleteFx.fail, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.deleteFailed' }), target: toastShown })

sample({
  clock: deleteFx.done,
  source: $openPlaylist,
  filter: (open, { params }) => open?.id === params,
  fn: () => ROUTES.playlists,
  target: navigated,
})
