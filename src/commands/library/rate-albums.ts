import { combine } from 'effector'
import type { Rating } from '../../model/library/rating'
import { $albumRatingsOffered } from '../../model/library/album-rating-offer'
import { albumsRated } from '../../model/library/lazy-requests'
import { $openAlbum } from '../../model/library/open-album'
import { $commandTarget } from '../../model/targets/command-target'
import { defineCommand } from '../command'

/**
 * What an album rating key acts on: the focused album card, else the open album page; never where
 * albums are not rated. The keys' payload, one store for the six of them (a store per command
 * costs heap, issue 13).
 */
const $ratedAlbums = combine($albumRatingsOffered, $commandTarget, $openAlbum, (offered, target, open) => {
  if (!offered) return null
  if (target?.kind === 'album') return { albumIds: [target.id] }
  return open === null ? null : { albumIds: [open.id] }
})

/** Rate albums `{ albumIds, rating }` (menus and buttons pass both; 0 removes the rating). */
export const rateAlbums = defineCommand({
  id: 'library.albumRating.rateAlbums',
  enabled: $albumRatingsOffered,
  payloadOnly: true,
  target: albumsRated,
})

/**
 * Keys 1–5 rate the focused album card or the open album page, 0 removes its rating (in a song
 * table the same keys rate the songs: the table's bindings come first). Menus pass `{ albumIds }`.
 */
function rateAlbumsWith<const R extends Rating>(rating: R) {
  return defineCommand({
    id: `library.albumRating.rate${rating}`,
    keys: [{ key: String(rating), when: 'album' }],
    enabled: $albumRatingsOffered,
    context: $ratedAlbums,
    target: albumsRated,
    adapt: ({ albumIds }: { readonly albumIds: readonly string[] }) => ({ albumIds, rating }),
  })
}

export const rateAlbums1 = rateAlbumsWith(1)
export const rateAlbums2 = rateAlbumsWith(2)
export const rateAlbums3 = rateAlbumsWith(3)
export const rateAlbums4 = rateAlbumsWith(4)
export const rateAlbums5 = rateAlbumsWith(5)
export const removeAlbumsRating = rateAlbumsWith(0)
export const rateAlbumsCommands = [rateAlbums, rateAlbums1, rateAlbums2, rateAlbums3, rateAlbums4, rateAlbums5, removeAlbumsRating] as const
