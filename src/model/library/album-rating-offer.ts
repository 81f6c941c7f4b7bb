import { combine, createEvent, createStore } from 'effector'
import { $isNavidrome, serverRemoved } from '../session/server-config'

/**
 * Whether albums can be rated here (issue 18): on Navidrome (its ping's `type`), or once an album
 * came with a `userRating` (only a server that rates albums sends one; album-page.ts reports it).
 * Light, apart from album-rating.ts: the rating commands read it while the palette lists them.
 */
export const albumRatingSeen = createEvent()

const $ratingSeen = createStore(false)
  .on(albumRatingSeen, () => true)
  .reset(serverRemoved)

export const $albumRatingsOffered = combine($isNavidrome, $ratingSeen, (navidrome, seen) => navidrome || seen)
