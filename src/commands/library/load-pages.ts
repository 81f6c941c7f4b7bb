import { albumPageRequested, artistPageRequested, artistsListRequested, genresRequested, searchPageRequested } from '../../model/library/lazy-requests'
import { defineCommand } from '../command'

/**
 * A page loads what its address names when it opens, and again from its Retry button. These are
 * payload-only (no key, not in the palette): the screen passes the id or query from its address.
 */
export const loadAlbum = defineCommand({
  id: 'library.loadAlbum',
  payloadOnly: true,
  target: albumPageRequested,
  adapt: ({ albumId }: { readonly albumId: string }) => albumId,
})

/** An artist's page: headline, top songs, albums, related artists. */
export const loadArtist = defineCommand({
  id: 'library.loadArtist',
  payloadOnly: true,
  target: artistPageRequested,
  adapt: ({ artistId }: { readonly artistId: string }) => artistId,
})

/** The Artists screen's list of every artist. */
export const loadArtists = defineCommand({
  id: 'library.loadArtists',
  payloadOnly: true,
  target: artistsListRequested,
})

/** The server's genres, when the genre picker opens. */
export const loadGenres = defineCommand({
  id: 'library.loadGenres',
  payloadOnly: true,
  target: genresRequested,
})

/** The Search page's artists, albums and songs for `{ query }`. */
export const loadSearch = defineCommand({
  id: 'library.loadSearch',
  payloadOnly: true,
  target: searchPageRequested,
  adapt: ({ query }: { readonly query: string }) => query,
})
