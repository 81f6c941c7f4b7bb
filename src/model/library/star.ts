import { createEvent, sample } from 'effector'
import { star, unstar } from '../../api/calls/starred'
import { connectionEffect } from '../session/call-result'
import { toastShown } from '../toasts/toasts'
import { reportFailure, unwrap } from './resource'
import type { Song } from './song'
import { isStarred } from './song'
import { albumStarChanged, songsStarChanged } from './song-updates'

/** Like the songs unless all are liked already, in which case unlike them (like toggles). */
export const songsLikeToggled = createEvent<readonly Song[]>()
/** Like or unlike an album (Album page headline). */
export const albumLikeToggled = createEvent<{ readonly id: string; readonly starred: boolean }>()

/** Songs or an album whose liked state changed on the server: every list showing them follows. */
export { albumStarChanged, songsStarChanged }

const toggleSongsFx = connectionEffect(async (connection, songs: readonly Song[]) => {
  const like = !songs.every(isStarred)
  // Supysonic refuses to star a starred item: only send the ones that change.
  const ids = songs.filter((song) => isStarred(song) !== like).map((song) => song.id)
  unwrap(await (like ? star(connection, { id: ids }) : unstar(connection, { id: ids })), like ? 'Like' : 'Unlike')
  return { ids, starred: like ? new Date().toISOString() : undefined }
})

const toggleAlbumFx = connectionEffect(async (connection, album: { id: string; starred: boolean }) => {
  const like = !album.starred
  unwrap(await (like ? star(connection, { albumId: album.id }) : unstar(connection, { albumId: album.id })), 'Like album')
  return { id: album.id, starred: like }
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

toggleSongsFx.failData.watch(reportFailure)
