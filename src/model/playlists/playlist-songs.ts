import { createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { $targetSongs } from '../targets/command-target'
import { toastShown } from '../toasts/toasts'
import type { OpenPlaylist } from './open-playlist'
import { $openPlaylist, openPlaylistShown } from './open-playlist'
import type { SongsEdit } from './playlist-edits'
import { addEdit, applyEdit, moveEdit } from './playlist-edits'
import { indexesOf } from './playlist-order'
import { $songWrites, songsEdited, songsReadOther, songsRebased, songsWriteFailed, songsWritesSettled } from './playlist-writes'
import { playlistChanged, playlistsRefreshRequested } from './playlists'

/** Removing the selected rows of the open playlist (asks first) and reordering its songs. */
export const removeSongsRequested = createEvent()
export const removeSongsConfirmed = createEvent()
/**
 * Move the songs at `indexes` (playlist order) into the gap `before` (0 = top, the song count =
 * end), keeping their order: rows dropped by drag and drop, or one row moved by Mod+Shift+↑/↓.
 */
export const playlistSongsMoved = createEvent<{ readonly indexes: readonly number[]; readonly before: number }>()
/** Songs appended to the open playlist ("Add to playlist…" picked it): shown at once, written in turn. */
export const openPlaylistSongsAdded = createEvent<readonly Song[]>()
/** The new order, applied at once on screen while the server is told. */
export const playlistSongsReordered = createEvent<{ readonly id: string; readonly songs: readonly Song[] }>()

/** Where the last reorder put the first moved song (from 1), for screen readers. */
export const $lastMove = createStore<{ readonly playlistId: string; readonly position: number } | null>(null)

export const $songsToRemove = createStore<{ readonly playlistId: string; readonly indexes: readonly number[]; readonly rows: readonly Song[] } | null>(null)

/** Whether a removal is on its way to the server. */
export const $removingSongs = $songWrites.map((queues) => Object.values(queues).some((queue) => queue.sending?.edit.kind === 'remove'))

sample({
  clock: removeSongsRequested,
  source: { playlist: $openPlaylist, songs: $targetSongs },
  filter: ({ playlist, songs }) => playlist !== null && indexesOf(playlist.songs, songs).length > 0,
  fn: ({ playlist, songs }) => {
    const open = playlist as NonNullable<typeof playlist>
    const indexes = indexesOf(open.songs, songs)
    return { playlistId: open.id, indexes, rows: indexes.map((index) => open.songs[index] as Song) }
  },
  target: $songsToRemove,
})
sample({ clock: $songsToRemove.updates, filter: Boolean, fn: () => 'playlistRemoveSongs' as const, target: dialogOpened })

/** An edit of the open playlist: shown at once, then queued for the server (playlist-writes). */
const edited = createEvent<{ readonly open: OpenPlaylist; readonly edit: SongsEdit }>()
const applied = edited.map(({ open, edit }) => ({ open, edit, songs: applyEdit(open.songs, edit) }))
const changed = applied.filter({ fn: ({ open, songs }) => songs.some((song, index) => open.songs[index] !== song) || songs.length !== open.songs.length })
sample({ clock: changed, fn: ({ open, songs }) => ({ ...open, songs }), target: openPlaylistShown })
sample({ clock: changed, fn: ({ open, songs }) => ({ id: open.id, songs }), target: playlistSongsReordered })
sample({ clock: changed, fn: ({ open, edit }) => ({ id: open.id, shown: open.songs, edit }), target: songsEdited })

sample({
  clock: removeSongsConfirmed,
  source: { request: $songsToRemove, open: $openPlaylist },
  filter: ({ request, open }) => request !== null && open?.id === request.playlistId,
  fn: ({ request, open }) => ({ open: open as OpenPlaylist, edit: { kind: 'remove' as const, rows: (request as NonNullable<typeof request>).rows } }),
  target: edited,
})
sample({ clock: removeSongsConfirmed, target: [dialogClosed, $songsToRemove.reinit] })

sample({
  clock: openPlaylistSongsAdded,
  source: $openPlaylist,
  filter: (open, songs) => open !== null && songs.length > 0,
  fn: (open, songs) => ({ open: open as OpenPlaylist, edit: addEdit(songs) }),
  target: edited,
})

// Reorder: the page shows the new order at once.
const reorder = sample({
  clock: playlistSongsMoved,
  source: $openPlaylist,
  filter: (playlist, { indexes }) => playlist !== null && indexes.length > 0,
  fn: (playlist, { indexes, before }) => {
    const open = playlist as OpenPlaylist
    const edit = moveEdit(open.songs, indexes, before)
    const songs = applyEdit(open.songs, edit)
    const first = open.songs[Math.min(...indexes)]
    return { open, edit, position: first === undefined ? 0 : songs.indexOf(first) + 1 }
  },
})
sample({ clock: reorder, fn: ({ open, edit }) => ({ open, edit }), target: edited })
sample({
  clock: reorder,
  filter: ({ position, open, edit }) => position > 0 && applyEdit(open.songs, edit).some((song, index) => open.songs[index] !== song),
  fn: ({ open, position }) => ({ playlistId: open.id, position }),
  target: $lastMove,
})

// Once written: removals say so (additions: add-to-playlist), and the lists refetch (counts and durations changed).
const removedCount = (edits: readonly SongsEdit[]) => edits.reduce((sum, edit) => sum + (edit.kind === 'remove' ? edit.rows.length : 0), 0)
const settledRemovals = sample({ clock: songsWritesSettled, filter: ({ edits }) => removedCount(edits) > 0 })
sample({
  clock: settledRemovals,
  fn: ({ edits }) => ({ tone: 'success' as const, message: 'playlists.toasts.songsRemoved', values: { count: removedCount(edits) } }),
  target: toastShown,
})
// (Kept for later, not written yet: read again once they are sent, pending-writes.)
sample({
  clock: songsWritesSettled,
  filter: ({ edits, kept }) => !kept && edits.some((edit) => edit.kind !== 'move'),
  fn: ({ id }) => id,
  target: playlistChanged,
})

// A failed write: say so and show the order the server confirmed; the write queue reads it back
// (not the page: a reload now could answer before a write that follows at once, and be shown after it).
// After a read, or once every write is done, the page shows the order the queue holds.
sample({
  clock: songsWriteFailed,
  fn: ({ edit }) => ({ tone: 'error' as const, message: edit.kind === 'remove' ? 'playlists.toasts.removeSongsFailed' : 'playlists.toasts.updateFailed' }),
  target: toastShown,
})
sample({
  clock: [songsWriteFailed, songsReadOther, songsRebased, songsWritesSettled],
  source: $openPlaylist,
  filter: (open, { id }) => open?.id === id,
  fn: (open, { songs }) => ({ ...(open as OpenPlaylist), songs }),
  target: openPlaylistShown,
})
sample({ clock: [songsWriteFailed, songsReadOther, songsRebased, songsWritesSettled], fn: ({ id, songs }) => ({ id, songs }), target: playlistSongsReordered })
sample({ clock: songsWriteFailed, target: playlistsRefreshRequested })
