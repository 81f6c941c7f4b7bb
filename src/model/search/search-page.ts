import { combine, sample } from 'effector'
import { createResource } from '../library/resource'
import { keptPlaylistsMatching, searchKept } from '../offline/kept-details'
import { $keptLibrary, $keptPlaylists, $keptSongs, keptLibraryRequested } from '../offline/kept-library'
import { searchLibrary } from './library-search'

const $kept = combine({ document: $keptLibrary, songs: $keptSongs, playlists: $keptPlaylists })

/** Search page size 20 for each kind; "See all" leads to the full album and song lists. */
export const SEARCH_PAGE_COUNTS = { artists: 20, albums: 20, songs: 20 } as const

/** The Search page (/search?query=…): artists, albums and songs for the query. */
export const searchPage = createResource({
  name: 'search',
  key: (query: string) => query,
  load: (context, query: string) => searchLibrary(context, query, SEARCH_PAGE_COUNTS),
  // The server cannot be reached: the kept albums, playlists and songs whose names match.
  kept: {
    source: $kept,
    pick: ({ document, songs, playlists }, query) => (document === null ? undefined : { ...searchKept(document, songs, query), playlists: keptPlaylistsMatching(playlists, query) }),
  },
})

sample({ clock: searchPage.requested, target: keptLibraryRequested })
