import { createEvent } from 'effector'
import { withRating } from '../queue/queue-transitions'
import type { Song } from './song'

/**
 * Likes and ratings the server accepted (src/model/library/star.ts and rating.ts fire them; the
 * rating event is the queue's `songsRatingChanged`): every list showing the songs or the album
 * follows in its own module (album page, playlist page, Songs list), which alone writes its store.
 */
export const songsStarChanged = createEvent<{ readonly ids: readonly string[]; readonly starred: string | undefined }>()
export const albumStarChanged = createEvent<{ readonly id: string; readonly starred: boolean }>()
/** Albums the server rated (album-rating.ts): 0 removed their rating. */
export const albumsRatingChanged = createEvent<{ readonly ids: readonly string[]; readonly rating: number }>()

/** `albums` with the rating of those in `ids` set to `rating` (the same array when none is). */
export function rerateAlbums<A extends { readonly id: string; readonly userRating?: number | undefined }>(albums: readonly A[], ids: ReadonlySet<string>, rating: number): readonly A[] {
  if (!albums.some((album) => ids.has(album.id))) return albums
  return albums.map((album) => (ids.has(album.id) ? withAlbumRating(album, rating) : album))
}

export function withAlbumRating<A extends { readonly userRating?: number | undefined }>(album: A, rating: number): A {
  if (rating > 0) return { ...album, userRating: rating }
  const { userRating: _, ...rest } = album
  return rest as A
}

/** `songs` with the liked state of those in `ids` set to `starred` (the same array when none is). */
export function restar(songs: readonly Song[], ids: ReadonlySet<string>, starred: string | undefined): readonly Song[] {
  if (!songs.some((song) => ids.has(song.id))) return songs
  return songs.map((song) => {
    if (!ids.has(song.id)) return song
    const { starred: _, ...rest } = song
    return starred ? { ...rest, starred } : rest
  })
}

/** `songs` with the rating of those in `ids` set to `rating` (the same array when none is). */
export function rerate(songs: readonly Song[], ids: ReadonlySet<string>, rating: number): readonly Song[] {
  if (!songs.some((song) => ids.has(song.id))) return songs
  return songs.map((song) => (ids.has(song.id) ? withRating(song, rating) : song))
}
