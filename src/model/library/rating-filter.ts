import { createEvent, createStore } from 'effector'
import { serverRemoved } from '../session/server-config'

/**
 * "Rating ≥ N" on the lists that are loaded whole or in part (issue 18): the Songs list, an
 * album's and a playlist's songs, and the Albums grid where albums come with ratings. Client-side,
 * on what is loaded: a list still loading (Songs streaming in, Albums paging) says so. Kept per
 * list for the session; 0 shows every row.
 */
export const RATING_FILTER_LISTS = ['songs', 'album', 'playlist', 'albums'] as const
export type RatingFilterList = (typeof RATING_FILTER_LISTS)[number]

export const ratingFilterChanged = createEvent<{ readonly list: RatingFilterList; readonly minimum: number }>()

const NO_FILTERS: Readonly<Record<RatingFilterList, number>> = { songs: 0, album: 0, playlist: 0, albums: 0 }

export const $ratingFilters = createStore(NO_FILTERS)
  .on(ratingFilterChanged, (filters, { list, minimum }) => {
    const clamped = Math.max(0, Math.min(5, Math.round(minimum)))
    return filters[list] === clamped ? filters : { ...filters, [list]: clamped }
  })
  .reset(serverRemoved)

/** The items rated `minimum` stars or more (every item when `minimum` is 0; the same array then). */
export function withMinimumRating<T extends { readonly userRating?: number | undefined }>(items: readonly T[], minimum: number): readonly T[] {
  return minimum <= 0 ? items : items.filter((item) => (item.userRating ?? 0) >= minimum)
}

/** The Albums grid in the server's order, or by rating (most stars first, unrated last, ties as listed). */
export type AlbumOrder = 'listed' | 'rating'
export const albumOrderChanged = createEvent<AlbumOrder>()
export const $albumOrder = createStore<AlbumOrder>('listed').on(albumOrderChanged, (_, order) => order).reset(serverRemoved)

export function inAlbumOrder<T extends { readonly userRating?: number | undefined }>(albums: readonly T[], order: AlbumOrder): readonly T[] {
  if (order === 'listed') return albums
  return albums
    .map((album, index) => ({ album, index }))
    .sort((a, b) => (b.album.userRating ?? 0) - (a.album.userRating ?? 0) || a.index - b.index)
    .map(({ album }) => album)
}
