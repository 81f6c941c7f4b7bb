/*
 * The Songs screen's address (light: the route layer reads it at the navigation, before the
 * Songs list's model loads).
 */

/** Songs list: all songs, a search (filter=search&query), or an artist's songs. */
export interface SongsView {
  readonly query: string
  readonly artistId: string
  readonly artistName: string
}

export function parseSongsView(search: URLSearchParams): SongsView {
  const query = search.get('filter') === 'search' ? (search.get('query') ?? '') : ''
  return { query, artistId: search.get('artistId') ?? '', artistName: search.get('artistName') ?? '' }
}

export function songsViewSearch(view: SongsView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.query) {
    params.set('filter', 'search')
    params.set('query', view.query)
  } else if (view.artistId) {
    params.set('artistId', view.artistId)
    if (view.artistName) params.set('artistName', view.artistName)
  }
  return params
}

/** The Songs list's address for a view (shortcut links: a search's songs, an artist's). */
export function songsLink(view: Partial<SongsView>): string {
  const search = songsViewSearch({ query: '', artistId: '', artistName: '', ...view }).toString()
  return search ? `/library/songs?${search}` : '/library/songs'
}
