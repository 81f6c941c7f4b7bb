import { albumOrderChanged, ratingFilterChanged } from '../../model/library/lazy-requests'
import { defineCommand } from '../command'

/** Show only the rows of a list rated `minimum` stars or more, 0 shows all (the list toolbar's Rating control passes both). */
export const filterByRating = defineCommand({
  id: 'library.ratingFilter.filterByRating',
  payloadOnly: true,
  target: ratingFilterChanged,
})

/** The Albums grid in the server's order or by rating (where albums come with ratings). */
export const orderAlbums = defineCommand({
  id: 'library.ratingFilter.orderAlbums',
  payloadOnly: true,
  target: albumOrderChanged,
  adapt: ({ order }: { readonly order: 'listed' | 'rating' }) => order,
})

export const ratingFilterCommands = [filterByRating, orderAlbums] as const
