import { createEvent, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { setRating } from '../../api/calls/rating'
import { describeFailure, isUnsupportedCall } from '../../api/core/failure'
import { connectionEffect } from '../session/call-result'
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

const rateAlbumsFx = connectionEffect(async (connection, { albumIds, rating }: { albumIds: readonly string[]; rating: Rating }) => {
  const rated: string[] = []
  for (const id of new Set(albumIds)) {
    const reply = await setRating(connection, id, rating)
    if (isLeft(reply)) {
      if (isUnsupportedCall(reply.left)) throw new AlbumRatingUnsupported()
      if (rated.length > 0) return { ids: rated, rating, failed: true }
      throw new Error(`Rate album: ${describeFailure(reply.left)}`)
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
