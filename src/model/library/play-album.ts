import { createEvent, sample } from 'effector'
import { getAlbum } from '../../api/calls/album'
import { listStarted } from '../queue/queue-events'
import { connectionEffect } from '../session/call-result'
import { toastShown } from '../toasts/toasts'
import { reportFailure, unwrap } from './resource'
import type { Song } from './song'

/**
 * Play (or shuffle) an album by id: its songs are fetched, then played from the first. A page
 * that shows the album passes its songs, which then play at once.
 */
export const albumPlayRequested = createEvent<{ readonly id: string; readonly shuffle?: boolean; readonly songs?: readonly Song[] }>()

const fetchAlbumSongsFx = connectionEffect(async (connection, request: { id: string; shuffle?: boolean }) => {
  const album = unwrap(await getAlbum(connection, request.id), 'Play album')
  return { songs: album.song as readonly Song[], shuffle: request.shuffle === true }
})

sample({ clock: albumPlayRequested, filter: (request) => request.songs === undefined, fn: ({ id, shuffle }) => ({ id, shuffle: shuffle === true }), target: fetchAlbumSongsFx })
sample({
  clock: [fetchAlbumSongsFx.doneData, albumPlayRequested.filterMap(({ songs, shuffle }) => (songs ? { songs, shuffle: shuffle === true } : undefined))],
  filter: ({ songs }) => songs.length > 0,
  target: listStarted,
})
sample({ clock: fetchAlbumSongsFx.fail, fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }), target: toastShown })
fetchAlbumSongsFx.failData.watch(reportFailure)
