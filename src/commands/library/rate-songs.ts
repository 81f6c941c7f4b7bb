import type { Rating } from '../../model/library/rating'
import { songsRated } from '../../model/library/lazy-requests'
import type { Song } from '../../model/library/song'
import { defineCommand } from '../command'
import { $selectedSongs } from './song-command'

/** Keys 1–5 rate the focused or selected rows of a song table, 0 removes their rating. */
function rateSongs<const R extends Rating>(rating: R) {
  return defineCommand({
    id: `library.rating.rate${rating}`,
    keys: [{ key: String(rating), when: 'table' }],
    context: $selectedSongs,
    target: songsRated,
    adapt: (songs: readonly Song[]) => ({ songs, rating }),
  })
}

export const rateSongs1 = rateSongs(1)
export const rateSongs2 = rateSongs(2)
export const rateSongs3 = rateSongs(3)
export const rateSongs4 = rateSongs(4)
export const rateSongs5 = rateSongs(5)
export const removeSongsRating = rateSongs(0)
export const rateSongsCommands = [rateSongs1, rateSongs2, rateSongs3, rateSongs4, rateSongs5, removeSongsRating] as const
