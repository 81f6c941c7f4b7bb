import { createEvent, sample } from 'effector'
import { isRight } from 'fp-ts/Either'
import { getArtist } from '../../api/calls/artists'
import { getRandomSongs, getSimilarSongs2 } from '../../api/calls/songs'
import type { Connection } from '../../api/core/connection'
import { $currentSong } from '../queue/queue'
import { listPlayed } from '../queue/queue-events'
import { connectionEffect } from '../session/call-result'
import { toastShown } from '../toasts/toasts'
import { LoadFailure, reportFailure, unwrap } from './resource'
import type { Song } from './song'

export const MIX_SIZE = 50

/** What a mix starts from: a song (it plays first) or an artist. */
export type MixSeed = { readonly kind: 'song'; readonly song: Song } | { readonly kind: 'artist'; readonly id: string }

/**
 * "Instant mix": songs like the seed's artist (getSimilarSongs2) on servers that have it, else
 * random songs of the seed's genre (getRandomSongs; an artist's genre is its albums' first).
 */
export const instantMixRequested = createEvent<MixSeed>()
/** An instant mix from the first of these songs (a table's focused or selected rows). */
export const songsMixRequested = createEvent<readonly Song[]>()
/** An instant mix from what plays (the player bar's song menu). */
export const currentSongMixRequested = createEvent()

async function seedGenre(connection: Connection, seed: MixSeed): Promise<string | undefined> {
  if (seed.kind === 'song') return seed.song.genre ?? seed.song.genres?.[0]?.name
  const artist = await getArtist(connection, seed.id)
  if (!isRight(artist)) return undefined
  return artist.right.album.map((album) => album.genre ?? album.genres?.[0]?.name).find((genre) => genre !== undefined && genre !== '')
}

const mixFx = connectionEffect(async (connection, seed: MixSeed): Promise<readonly Song[]> => {
  const first = seed.kind === 'song' ? [seed.song] : []
  const seedId = seed.kind === 'song' ? seed.song.id : null
  const artistId = seed.kind === 'song' ? seed.song.artistId : seed.id
  if (artistId) {
    const similar = await getSimilarSongs2(connection, artistId, MIX_SIZE)
    if (isRight(similar) && similar.right.length > 0) return [...first, ...similar.right.filter((song) => song.id !== seedId)]
    // A server without the call (or with nothing similar) falls back to the genre; an unreachable one fails.
    if (!isRight(similar) && (similar.left.kind === 'network' || similar.left.kind === 'timeout')) unwrap(similar, 'Instant mix')
  }
  const genre = await seedGenre(connection, seed)
  if (genre === undefined) return first
  const random = unwrap(await getRandomSongs(connection, { genre, size: MIX_SIZE }), 'Instant mix')
  return [...first, ...random.filter((song) => song.id !== seedId)]
})

sample({ clock: instantMixRequested, target: mixFx })
sample({
  clock: songsMixRequested,
  filter: (songs) => songs.length > 0,
  fn: (songs): MixSeed => ({ kind: 'song', song: songs[0] as Song }),
  target: mixFx,
})
sample({
  clock: currentSongMixRequested,
  source: $currentSong,
  filter: Boolean,
  fn: (song): MixSeed => ({ kind: 'song', song }),
  target: mixFx,
})
sample({ clock: mixFx.doneData, filter: (songs) => songs.length > 0, fn: (songs) => ({ songs, index: 0 }), target: listPlayed })
sample({
  clock: mixFx.failData,
  filter: (error) => !(error instanceof LoadFailure && error.unsupported),
  fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }),
  target: toastShown,
})
mixFx.failData.watch(reportFailure)
