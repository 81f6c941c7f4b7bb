import type { AlbumFilter } from '../../model/library/album-filters'
import type { SongsView } from '../../model/library/songs-view'
import { albumFilterChanged, moreAlbumsRequested, songsViewChanged } from '../../model/library/lazy-requests'
import { defineCommand } from '../command'

/**
 * A screen loads what its address says: these run when the Albums or Songs screen reads its
 * address, or scrolls to the end of its grid. Payload-only: no key, not in the palette.
 */
export const loadAlbums = defineCommand({
  id: 'library.loadAlbums',
  payloadOnly: true,
  target: albumFilterChanged,
  adapt: ({ filter }: { readonly filter: AlbumFilter }) => filter,
})

/** The next page of the Albums grid, asked for when the grid's end scrolls into view. */
export const moreAlbums = defineCommand({
  id: 'library.moreAlbums',
  payloadOnly: true,
  target: moreAlbumsRequested,
})

/** The Songs screen's list for its address: all songs, a search or an artist's songs. */
export const loadSongs = defineCommand({
  id: 'library.loadSongs',
  payloadOnly: true,
  target: songsViewChanged,
  adapt: ({ view }: { readonly view: SongsView }) => view,
})
