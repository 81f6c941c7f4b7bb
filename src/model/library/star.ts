import { createEffect, createEvent, sample } from 'effector'
import { namesOf } from '../pending-writes/pending-write'
import { sendOrKeepFx } from '../pending-writes/send-or-keep'
import { toastShown } from '../toasts/toasts'
import type { Song } from './song'
import { isStarred } from './song'
import { albumStarChanged, songsStarChanged } from './song-updates'

/** Like the songs unless all are liked already, in which case unlike them (like toggles). */
export const songsLikeToggled = createEvent<readonly Song[]>()
/** Like or unlike an album (Album page headline). */
export const albumLikeToggled = createEvent<{ readonly id: string; readonly starred: boolean; readonly name?: string }>()

/** Songs or an album whose liked state changed on the server: every list showing them follows. */
export { albumStarChanged, songsStarChanged }

// Sent, or kept until the server answers again (pending-writes): either way the lists show it at once.
const toggleSongsFx = createEffect(async (songs: readonly Song[]) => {
  const like = !songs.every(isStarred)
  // Supysonic refuses to star a starred item: only send the ones that change.
  const changing = songs.filter((song) => isStarred(song) !== like)
  const ids = changing.map((song) => song.id)
  await sendOrKeepFx({ kind: 'like', like, songIds: ids, albumIds: [], name: namesOf(changing.map((song) => song.title)) })
  return { ids, starred: like ? new Date().toISOString() : undefined }
})

const toggleAlbumFx = createEffect(async (album: { id: string; starred: boolean; name?: string }) => {
  const like = !album.starred
  await sendOrKeepFx({ kind: 'like', like, songIds: [], albumIds: [album.id], name: album.name ?? album.id })
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

toggleSongsFx.failData.watch((error) => console.error('Like:', error.message))
