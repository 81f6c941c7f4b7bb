import { createEffect, createEvent, sample } from 'effector'
import { isUnsupportedCall } from '../../api/core/failure'
import { sendOrKeepFx, WriteRefused } from '../pending-writes/send-or-keep'
import { toastShown } from '../toasts/toasts'
import { $albumRatingsOffered } from './album-rating-offer'
import type { Rating } from './rating'
import { albumsRatingChanged } from './song-updates'

/**
 * Album ratings (issue 18), where the server rates albums: Navidrome (its ping's `type`), or any
 * server whose album came with a `userRating` (only a server that rates albums sends one; an
 * unrated Navidrome album leaves it out, hence the type). Supysonic rates songs and folders but
 * answers "Invalid ID" for an ID3 album: nothing is offered there, no key, no menu, no stars.
 */
export const albumsRated = createEvent<{ readonly albumIds: readonly string[]; readonly rating: Rating }>()

/** The album's stars, 0 when unrated. */
export function albumRating(album: { readonly userRating?: number | undefined }): number {
  return album.userRating ?? 0
}

/** The server turned out not to rate albums: nothing to show, the rating simply does not stick. */
class AlbumRatingUnsupported extends Error {}

// Each album sent, or kept until the server answers again (pending-writes): either way shown at once.
const rateAlbumsFx = createEffect(async ({ albumIds, rating }: { albumIds: readonly string[]; rating: Rating }) => {
  const rated: string[] = []
  for (const id of new Set(albumIds)) {
    try {
      // The rating it replaces is not known here: a refusal shows the album unrated until read again.
      await sendOrKeepFx({ kind: 'rate', of: 'album', id, rating, previous: 0, name: id })
    } catch (error) {
      if (error instanceof WriteRefused && isUnsupportedCall(error.failure)) throw new AlbumRatingUnsupported()
      if (rated.length > 0) return { ids: rated, rating, failed: true }
      throw new Error(`Rate album: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
    rated.push(id)
  }
  return { ids: rated, rating, failed: false }
})

sample({ clock: albumsRated, source: $albumRatingsOffered, filter: (offered, { albumIds }) => offered && albumIds.length > 0, fn: (_, rated) => rated, target: rateAlbumsFx })
sample({ clock: rateAlbumsFx.doneData, filter: ({ ids }) => ids.length > 0, fn: ({ ids, rating }) => ({ ids, rating }), target: albumsRatingChanged })
sample({
  clock: [rateAlbumsFx.doneData.filter({ fn: ({ failed }) => failed }), rateAlbumsFx.failData.filter({ fn: (error) => !(error instanceof AlbumRatingUnsupported) })],
  fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }),
  target: toastShown,
})
