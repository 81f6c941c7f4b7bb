import { attach, createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { runOrKeepFx } from '../pending-writes/send-or-keep'
import { toastShown } from '../toasts/toasts'
import type { PlaylistChange } from './playlist-calls'
import { updatePlaylistFx } from './playlist-calls'
import { $openPlaylist } from './open-playlist'
import type { SongsEdit } from './playlist-edits'
import { addEdit } from './playlist-edits'
import { newPlaylistRequested } from './playlist-editor'
import { openPlaylistSongsAdded } from './playlist-songs'
import { $songWrites, songsEdited, songsWritesSettled } from './playlist-writes'
import { $playlists, findPlaylist, playlistChanged, playlistsRefreshRequested } from './playlists'

/**
 * "Add to playlist…": the songs are kept while the picker is open; picking a playlist appends
 * them (updatePlaylist songIdToAdd), "New playlist" opens the create form with them. Additions
 * to a playlist being edited are serialised with its reorders and removals (playlist-writes).
 */
export const addToPlaylistRequested = createEvent<readonly Song[]>()
export const playlistPicked = createEvent<string>()
export const newPlaylistPicked = createEvent()

export const $songsToAdd = createStore<readonly Song[]>([]).on(addToPlaylistRequested, (_, songs) => songs)

sample({
  clock: addToPlaylistRequested,
  filter: (songs) => songs.length > 0,
  fn: () => 'addToPlaylist' as const,
  target: [dialogOpened, playlistsRefreshRequested],
})

const additionRequested = sample({
  clock: playlistPicked,
  source: { songs: $songsToAdd, open: $openPlaylist, writes: $songWrites },
  filter: ({ songs }) => songs.length > 0,
  fn: ({ songs, open, writes }, id) => ({ id, songs, route: open?.id === id ? 'open' : writes[id] ? 'queued' : 'direct' }),
})
sample({ clock: additionRequested, target: dialogClosed })

// The open playlist, or one whose edits are being written, takes the songs in its write queue:
// appended to the order the server confirmed, after the reorder under way and before the next.
sample({ clock: additionRequested, filter: ({ route }) => route === 'open', fn: ({ songs }) => songs, target: openPlaylistSongsAdded })
sample({
  clock: additionRequested,
  filter: ({ route }) => route === 'queued',
  fn: ({ id, songs }) => ({ id, shown: [], edit: addEdit(songs) }),
  target: songsEdited,
})
const settledAdditions = sample({ clock: songsWritesSettled, filter: ({ edits }) => addedCount(edits) > 0 })
sample({
  clock: settledAdditions,
  fn: ({ edits }) => ({ tone: 'success' as const, message: 'playlists.toasts.songsAdded', values: { count: addedCount(edits) } }),
  target: toastShown,
})

function addedCount(edits: readonly SongsEdit[]): number {
  return edits.reduce((sum, edit) => sum + (edit.kind === 'add' ? edit.rows.length : 0), 0)
}

// Any other playlist: nothing of it is being written, so the songs go at once.
// Sent, or kept until the server answers again (pending-writes).
const addSongsFx = attach({
  source: $playlists,
  effect: (playlists, change: PlaylistChange) =>
    runOrKeepFx({ write: { kind: 'playlistUpdate', change, name: findPlaylist(playlists, change.id)?.name ?? change.id }, send: () => updatePlaylistFx(change) }),
})
sample({
  clock: additionRequested,
  filter: ({ route }) => route === 'direct',
  fn: ({ id, songs }) => ({ id, songIdsToAdd: songs.map((song) => song.id) }),
  target: addSongsFx,
})

sample({ clock: newPlaylistPicked, source: $songsToAdd, target: newPlaylistRequested })

const added = addSongsFx.done
const addFailed = addSongsFx.fail

sample({
  clock: added,
  fn: ({ params }) => ({ tone: 'success' as const, message: 'playlists.toasts.songsAdded', values: { count: params.songIdsToAdd?.length ?? 0 } }),
  target: toastShown,
})
sample({ clock: addFailed, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.updateFailed' }), target: toastShown })
sample({ clock: [added.filter({ fn: ({ result }) => result === 'sent' }), addFailed], fn: ({ params }) => params.id, target: playlistChanged })
