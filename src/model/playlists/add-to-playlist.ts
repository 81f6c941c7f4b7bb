import { attach, createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { toastShown } from '../toasts/toasts'
import { updatePlaylistFx } from './playlist-calls'
import { newPlaylistRequested } from './playlist-editor'
import { playlistChanged, playlistsRefreshRequested } from './playlists'

/**
 * "Add to playlist…": the songs are kept while the picker is open; picking a playlist appends
 * them (updatePlaylist songIdToAdd), "New playlist" opens the create form with them.
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
  source: $songsToAdd,
  filter: (songs) => songs.length > 0,
  fn: (songs, id) => ({ id, songIdsToAdd: songs.map((song) => song.id) }),
})
const addSongsFx = attach({ effect: updatePlaylistFx })
sample({ clock: additionRequested, target: addSongsFx })
sample({ clock: additionRequested, target: dialogClosed })

sample({ clock: newPlaylistPicked, source: $songsToAdd, target: newPlaylistRequested })

const added = addSongsFx.done
const addFailed = addSongsFx.fail

sample({
  clock: added,
  fn: ({ params }) => ({ tone: 'success' as const, message: 'playlists.toasts.songsAdded', values: { count: params.songIdsToAdd?.length ?? 0 } }),
  target: toastShown,
})
sample({ clock: addFailed, fn: () => ({ tone: 'error' as const, message: 'playlists.toasts.updateFailed' }), target: toastShown })
sample({ clock: [added, addFailed], fn: ({ params }) => params.id, target: playlistChanged })
