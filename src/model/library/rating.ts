import { createEffect, createEvent, sample } from 'effector'
import type { Rating } from '../../api/calls/rating'
import { isUnsupportedCall } from '../../api/core/failure'
import { sendOrKeepFx, WriteRefused } from '../pending-writes/send-or-keep'
import { $currentSong, songsRatingChanged } from '../queue/queue'
import { toastShown } from '../toasts/toasts'
import type { Song } from './song'

export type { Rating }
export const RATINGS: readonly Rating[] = [0, 1, 2, 3, 4, 5]

/** The song's stars, 0 when unrated. */
export function songRating(song: Song): number {
  return song.userRating ?? 0
}

/** Rate songs 1–5 stars, 0 removes the rating (setRating, one call per song). */
export const songsRated = createEvent<{ readonly songs: readonly Song[]; readonly rating: Rating }>()
/** Rate what plays (the player bar's song menu). */
export const currentSongRated = createEvent<Rating>()

/** The server does not know setRating: nothing to show, the rating simply does not stick. */
class RatingUnsupported extends Error {}

// Each song sent, or kept until the server answers again (pending-writes): either way shown at once.
const rateSongsFx = createEffect(async ({ songs, rating }: { songs: readonly Song[]; rating: Rating }) => {
  // Every song, even one shown so rated: a row command's songs may be older than the last rating.
  const unique = [...new Map(songs.map((song) => [song.id, song])).values()]
  const rated: string[] = []
  for (const song of unique) {
    try {
      await sendOrKeepFx({ kind: 'rate', of: 'song', id: song.id, rating, previous: songRating(song), name: song.title })
    } catch (error) {
      if (error instanceof WriteRefused && isUnsupportedCall(error.failure)) throw new RatingUnsupported()
      if (rated.length > 0) return { ids: rated, rating, failed: true }
      throw new Error(`Rate: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
    rated.push(song.id)
  }
  return { ids: rated, rating, failed: false }
})

sample({ clock: songsRated, filter: ({ songs }) => songs.length > 0, target: rateSongsFx })
sample({
  clock: currentSongRated,
  source: $currentSong,
  fn: (song, rating) => ({ songs: song ? [song] : [], rating }),
  target: songsRated,
})
sample({ clock: rateSongsFx.doneData, filter: ({ ids }) => ids.length > 0, fn: ({ ids, rating }) => ({ ids, rating }), target: songsRatingChanged })
sample({
  clock: [rateSongsFx.doneData.filter({ fn: ({ failed }) => failed }), rateSongsFx.failData.filter({ fn: (error) => !(error instanceof RatingUnsupported) })],
  fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }),
  target: toastShown,
})

