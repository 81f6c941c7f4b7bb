import { attach, createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { $targetSongs } from '../targets/command-target'
import { toastShown } from '../toasts/toasts'
import type { PlaylistChange } from './playlist-calls'
import { updatePlaylistFx } from './playlist-calls'
import { indexesOf, movedTo, reorderChange } from './playlist-order'
import { $openPlaylist, openPlaylistShown } from './open-playlist'
import { playlistChanged } from './playlists'

/** Removing the selected rows of the open playlist (asks first) and reordering its songs. */
export const removeSongsRequested = createEvent()
export const removeSongsConfirmed = createEvent()
/**
 * Move the songs at `indexes` (playlist order) into the gap `before` (0 = top, the song count =
 * end), keeping their order: rows dropped by drag and drop, or one row moved by Mod+Shift+↑/↓.
 */
export const playlistSongsMoved = createEvent<{ readonly indexes: readonly number[]; readonly before: number }>()
/** The new order, applied at once on screen while the server is told. */
export const playlistSongsReordered = createEvent<{ readonly id: string; readonly songs: readonly Song[] }>()

/** Where the last reorder put the first moved song (from 1), for screen readers. */
export const $lastMove = createStore<{ readonly playlistId: string; readonly position: number } | null>(null)

export const $songsToRemove = createStore<{ readonly playlistId: string; readonly indexes: readonly number[] } | null>(null)

const removeSongsFx = attach({ effect: updatePlaylistFx })
const reorderFx = attach({ effect: updatePlaylistFx })

export const $removingSongs = removeSongsFx.pending

/** Whether "Remove from playlist" can act: a playlist page is open and some of its rows are the target. */
export const $canRemoveSongs = sample({
  source: { playlist: $openPlaylist, songs: $targetSongs },
  fn: ({ playlist, songs }) => playlist !== null && indexesOf(playlist.songs, songs).length > 0,
})

sample({
  clock: removeSongsRequested,
  source: { playlist: $openPlaylist, songs: $targetSongs },
  filter: ({ playlist, songs }) => playlist !== null && indexesOf(playlist.songs, songs).length > 0,
  fn: ({ playlist, songs }) => {
    const open = playlist as NonNullable<typeof playlist>
    return { playlistId: open.id, indexes: indexesOf(open.songs, songs) }
  },
  target: $songsToRemove,
})
sample({ clock: $songsToRemove.updates, filter: Boolean, fn: () => 'playlistRemoveSongs' as const, target: dialogOpened })

sample({
  clock: removeSongsConfirmed,
  source: { request: $songsToRemove, busy: $removingSongs },
  filter: ({ request, busy }) => request !== null && !busy,
  fn: ({ request }): PlaylistChange => {
    const { playlistId, indexes } = request as NonNullable<typeof request>
    return { id: playlistId, songIndexesToRemove: indexes }
  },
  target: removeSongsFx,
})

sample({ clock: removeSongsFx.finally, target: [dialogClosed, $songsToRemove.reinit] })
sample({
  clock: removeSongsFx.done,
  fn: ({ params }) => ({
    tone: 'success' as const,
    message: 'playlists.toasts.songsRemoved',
    values: { count: params.songIndexesToRemove?.length ?? 0 },
  }),
  target: toastShown,
})
sample({ clock: removeSongsFx.fail, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.removeSongsFailed' }), target: toastShown })
sample({ clock: removeSongsFx.finally, fn: ({ params }) => params.id, target: playlistChanged })

// Reorder: the page shows the new order at once; a failure says so and refetches the server's.
const reorder = sample({
  clock: playlistSongsMoved,
  source: $openPlaylist,
  filter: (playlist, { indexes }) => playlist !== null && indexes.length > 0,
  fn: (playlist, { indexes, before }) => {
    const open = playlist as NonNullable<typeof playlist>
    const songs = movedTo(open.songs, indexes, before)
    const first = open.songs[Math.min(...indexes)]
    const position = first === undefined ? 0 : songs.indexOf(first) + 1
    return { playlist: { ...open, songs }, position, change: reorderChange(open.id, open.songs, songs) }
  },
})
sample({ clock: reorder, filter: ({ change }) => change !== null, fn: ({ playlist }) => playlist, target: openPlaylistShown })
sample({
  clock: reorder,
  filter: ({ change }) => change !== null,
  fn: ({ playlist }) => ({ id: playlist.id, songs: playlist.songs }),
  target: playlistSongsReordered,
})
sample({
  clock: reorder,
  filter: ({ change, position }) => change !== null && position > 0,
  fn: ({ playlist, position }) => ({ playlistId: playlist.id, position }),
  target: $lastMove,
})
sample({
  clock: reorder,
  filter: ({ change }) => change !== null,
  fn: ({ change }) => change as PlaylistChange,
  target: reorderFx,
})
sample({ clock: reorderFx.fail, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.updateFailed' }), target: toastShown })
sample({ clock: reorderFx.fail, fn: ({ params }) => params.id, target: playlistChanged })
