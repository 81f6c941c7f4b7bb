import { createResource } from '../library/resource'
import { searchLibrary } from './library-search'

/** SPEC §9: search page sizes 20 (songs show more: they are the usual target). */
export const SEARCH_PAGE_COUNTS = { artists: 20, albums: 20, songs: 50 } as const

/** The Search page (/search?query=…): artists, albums and songs for the query. */
export const searchPage = createResource({
  name: 'search',
  key: (query: string) => query,
  load: (context, query: string) => searchLibrary(context, query, SEARCH_PAGE_COUNTS),
})
