import { createResource } from '../library/resource'
import { searchLibrary } from './library-search'

/** Search page size 20 for each kind; "See all" leads to the full album and song lists. */
export const SEARCH_PAGE_COUNTS = { artists: 20, albums: 20, songs: 20 } as const

/** The Search page (/search?query=…): artists, albums and songs for the query. */
export const searchPage = createResource({
  name: 'search',
  key: (query: string) => query,
  load: (context, query: string) => searchLibrary(context, query, SEARCH_PAGE_COUNTS),
})

