import { createEvent, sample } from 'effector'
import { isRight } from 'fp-ts/Either'
import { getAlbum } from '../../api/calls/album'
import { getArtist } from '../../api/calls/artists'
import { getTopSongs } from '../../api/calls/songs'
import { listStarted } from '../queue/queue-events'
import { connectionEffect } from '../session/call-result'
import { toastShown } from '../toasts/toasts'
import { reportFailure, unwrap } from './resource'
import type { Song } from './song'

/** At most this many albums are read for an artist radio on servers without top songs. */
const RADIO_ALBUMS = 12
const RADIO_SIZE = 50

/**
 * Artist page: play or shuffle artist radio. The artist's top songs when the server has
 * them (getTopSongs), otherwise the artist's own songs; shuffle plays them in random order.
 */
export const artistRadioRequested = createEvent<{ readonly id: string; readonly name: string; readonly shuffle: boolean }>()

const radioSongsFx = connectionEffect(async (connection, request: { id: string; name: string; shuffle: boolean }) => {
  const top = await getTopSongs(connection, request.name, RADIO_SIZE)
  if (isRight(top) && top.right.length > 0) return { songs: top.right, shuffle: request.shuffle }
  const artist = unwrap(await getArtist(connection, request.id), 'Artist radio')
  const albums = await Promise.all(
    artist.album.slice(0, RADIO_ALBUMS).map(async (album) => unwrap(await getAlbum(connection, album.id), 'Artist radio')),
  )
  return { songs: albums.flatMap((album) => album.song).slice(0, RADIO_SIZE * 4) as readonly Song[], shuffle: request.shuffle }
})

sample({ clock: artistRadioRequested, target: radioSongsFx })
sample({
  clock: radioSongsFx.doneData,
  filter: ({ songs }) => songs.length > 0,
  target: listStarted,
})
sample({ clock: radioSongsFx.fail, fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }), target: toastShown })
radioSongsFx.failData.watch(reportFailure)
