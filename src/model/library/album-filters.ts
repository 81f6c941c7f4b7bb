/** Albums list query parameters: the URL is the state of the Albums screen. */
export const ALBUM_FILTERS = [
  'alphabeticalByName',
  'alphabeticalByArtist',
  'byGenre',
  'starred',
  'frequent',
  'random',
  'newest',
  'recent',
  'byYear',
  'artistDiscography',
  'search',
] as const
export type AlbumFilterKind = (typeof ALBUM_FILTERS)[number]

export const YEAR_FILTERS = ['oldest', 'newest'] as const
export type YearFilter = (typeof YEAR_FILTERS)[number]

export interface AlbumFilter {
  readonly filter: AlbumFilterKind
  readonly yearFilter: YearFilter
  readonly genre: string
  readonly artistId: string
  readonly artistName: string
  readonly query: string
}

/** The album list defaults to newest. */
export const DEFAULT_ALBUM_FILTER: AlbumFilter = {
  filter: 'newest',
  yearFilter: 'oldest',
  genre: '',
  artistId: '',
  artistName: '',
  query: '',
}

function isKind(value: string | null): value is AlbumFilterKind {
  return value !== null && (ALBUM_FILTERS as readonly string[]).includes(value)
}

/** Reads the screen's state from the address (unknown or missing values fall back to defaults). */
export function parseAlbumFilter(search: URLSearchParams): AlbumFilter {
  const filter = search.get('filter')
  const yearFilter = search.get('yearFilter')
  return {
    filter: isKind(filter) ? filter : DEFAULT_ALBUM_FILTER.filter,
    yearFilter: yearFilter === 'newest' ? 'newest' : 'oldest',
    genre: search.get('genre') ?? '',
    artistId: search.get('artistId') ?? '',
    artistName: search.get('artistName') ?? '',
    query: search.get('query') ?? '',
  }
}

/** The address of a filter: only the parameters that filter uses (shortcut links). */
export function albumFilterSearch(filter: AlbumFilter): URLSearchParams {
  const params = new URLSearchParams({ filter: filter.filter })
  if (filter.filter === 'byYear') params.set('yearFilter', filter.yearFilter)
  if (filter.filter === 'byGenre' && filter.genre) params.set('genre', filter.genre)
  if (filter.filter === 'artistDiscography') {
    if (filter.artistId) params.set('artistId', filter.artistId)
    if (filter.artistName) params.set('artistName', filter.artistName)
  }
  if (filter.filter === 'search') params.set('query', filter.query)
  return params
}

/** One key per distinct view, for caching and ignoring stale answers. */
export function albumFilterKey(filter: AlbumFilter): string {
  return albumFilterSearch(filter).toString()
}

/** Links to the Albums list filtered one way (an artist's, a genre's, a year's…). */
export const albumLinks = {
  byGenre: (genre: string) => `/library/albums?${albumFilterSearch({ ...DEFAULT_ALBUM_FILTER, filter: 'byGenre', genre })}`,
  discography: (artistId: string, artistName: string) =>
    `/library/albums?${albumFilterSearch({ ...DEFAULT_ALBUM_FILTER, filter: 'artistDiscography', artistId, artistName })}`,
  search: (query: string) => `/library/albums?${albumFilterSearch({ ...DEFAULT_ALBUM_FILTER, filter: 'search', query })}`,
  only: (filter: 'recent' | 'frequent' | 'newest' | 'random') => `/library/albums?filter=${filter}`,
}

/** "By genre" before a genre is picked: nothing to ask the server for yet. */
export function waitsForGenre(filter: AlbumFilter): boolean {
  return filter.filter === 'byGenre' && filter.genre === ''
}
