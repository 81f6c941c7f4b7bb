import { createEvent, createStore, sample } from 'effector'
import type { AlbumListQuery } from '../../api/calls/album-list'
import { byYearQuery, getAlbumList } from '../../api/calls/album-list'
import { getArtist } from '../../api/calls/artists'
import { search3 } from '../../api/calls/search'
import { getStarred2 } from '../../api/calls/starred'
import { serverEffect } from '../session/call-result'
import type { AlbumFilter } from './album-filters'
import { albumFilterKey } from './album-filters'
import type { AlbumSummary } from './album-summary'
import { toAlbumSummary } from './album-summary'
import { Cancelled, reportFailure, unwrap } from './resource'
import { albumsRatingChanged, rerateAlbums } from './song-updates'

/** Pages of 30. */
export const ALBUM_PAGE_SIZE = 30

export interface AlbumListState {
  readonly key: string
  readonly albums: readonly AlbumSummary[]
  /** From x-total-count when the server sends it. */
  readonly total: number | undefined
  /** No more pages (a short page, the total reached, or a list that comes whole). */
  readonly complete: boolean
  readonly status: 'idle' | 'loading' | 'ready' | 'failed'
  /** A later page failed: the albums shown are not all of them (no more pages until Retry). */
  readonly partial: boolean
}

const INITIAL: AlbumListState = { key: '', albums: [], total: undefined, complete: false, status: 'idle', partial: false }

/** The screen's address changed (or it opened): show this filter's albums from the start. */
export const albumFilterChanged = createEvent<AlbumFilter>()
/** The grid's end came into view. */
export const moreAlbumsRequested = createEvent()
/** After a later page failed: ask for it again, keeping the albums shown. */
export const moreAlbumsRetried = createEvent()
/** After the first page failed: load the current filter again. */
export const albumsReloadRequested = createEvent()

interface PageRequest {
  readonly filter: AlbumFilter
  readonly offset: number
}

interface Page {
  readonly albums: readonly AlbumSummary[]
  readonly total: number | undefined
  /** The view has no further pages whatever the size (discography, favorites). */
  readonly whole: boolean
}

let controller: AbortController | null = null

function listQuery(filter: AlbumFilter): AlbumListQuery {
  switch (filter.filter) {
    case 'byYear':
      return byYearQuery(filter.yearFilter)
    case 'byGenre':
      return { type: 'byGenre', genre: filter.genre }
    case 'artistDiscography':
    case 'search':
    case 'starred':
      throw new Error(`${filter.filter} is not an album list type`)
    default:
      return { type: filter.filter }
  }
}

export const loadAlbumPageFx = serverEffect(async ({ connection, serverType }, { filter, offset }: PageRequest): Promise<Page> => {
  controller?.abort()
  const own = new AbortController()
  controller = own
  const signal = own.signal
  try {
    switch (filter.filter) {
      case 'artistDiscography': {
        const artist = unwrap(await getArtist(connection, filter.artistId, signal), 'Discography')
        const albums = [...artist.album].sort((a, b) => (b.year ?? 0) - (a.year ?? 0))
        return { albums: albums.map(toAlbumSummary), total: albums.length, whole: true }
      }
      case 'starred': {
        // getStarred2 answers every liked album at once (Supysonic ignores paging of starred lists).
        const starred = unwrap(await getStarred2(connection, signal), 'Favorites')
        return { albums: starred.album.map(toAlbumSummary), total: starred.album.length, whole: true }
      }
      case 'search': {
        const query = { query: filter.query, albumCount: ALBUM_PAGE_SIZE, albumOffset: offset, artistCount: 0, songCount: 0 }
        const result = unwrap(await search3(connection, serverType, query, signal), 'Album search')
        return { albums: result.album.map(toAlbumSummary), total: undefined, whole: false }
      }
      default: {
        const query = { ...listQuery(filter), size: ALBUM_PAGE_SIZE, offset }
        const result = unwrap(await getAlbumList(connection, query, signal), 'Albums')
        return { albums: result.albums.map(toAlbumSummary), total: result.total, whole: false }
      }
    }
  } catch (error) {
    throw signal.aborted ? new Cancelled() : error
  }
})

export const $albumList = createStore<AlbumListState>(INITIAL)

/** A new filter starts over; the same filter again (coming back to the screen) keeps what is loaded. */
const filterStarted = sample({
  clock: albumFilterChanged,
  source: $albumList,
  filter: (state, filter) => state.key !== albumFilterKey(filter) || state.status === 'failed',
  fn: (_, filter) => filter,
})
$albumList.on(filterStarted, (_, filter) => ({ ...INITIAL, key: albumFilterKey(filter), status: 'loading' }))
sample({ clock: filterStarted, fn: (filter) => ({ filter, offset: 0 }), target: loadAlbumPageFx })

const $currentFilter = createStore<AlbumFilter | null>(null).on(albumFilterChanged, (_, filter) => filter)
sample({ clock: albumsReloadRequested, source: $currentFilter, filter: (filter): filter is AlbumFilter => filter !== null, target: albumFilterChanged })

const retried = sample({
  clock: moreAlbumsRetried,
  source: { state: $albumList, filter: $currentFilter },
  filter: ({ state, filter }) => filter !== null && state.partial && state.key === albumFilterKey(filter),
  fn: ({ state, filter }) => ({ filter: filter as AlbumFilter, offset: state.albums.length }),
})
$albumList.on(retried, (state) => ({ ...state, partial: false }))
sample({ clock: retried, target: loadAlbumPageFx })
sample({
  clock: moreAlbumsRequested,
  source: { state: $albumList, filter: $currentFilter },
  filter: ({ state, filter }) => filter !== null && state.status === 'ready' && !state.complete && !state.partial,
  fn: ({ state, filter }) => ({ filter: filter!, offset: state.albums.length }),
  target: loadAlbumPageFx,
})
$albumList.on(loadAlbumPageFx, (state, request) =>
  state.key === albumFilterKey(request.filter) ? { ...state, status: 'loading' } : state,
)

$albumList.on(loadAlbumPageFx.done, (state, { params, result }) => {
  if (state.key !== albumFilterKey(params.filter)) return state
  const known = new Set(state.albums.map((album) => album.id))
  const albums = [...state.albums, ...result.albums.filter((album) => !known.has(album.id))]
  const total = result.total ?? state.total
  const complete =
    result.whole ||
    result.albums.length < ALBUM_PAGE_SIZE ||
    (total !== undefined && albums.length >= total) ||
    albums.length === state.albums.length // random pages that bring nothing new
  return { ...state, albums, total, complete, status: 'ready' }
})

$albumList.on(loadAlbumPageFx.fail, (state, { params, error }) => {
  if (state.key !== albumFilterKey(params.filter) || error instanceof Cancelled) return state
  // A failed later page keeps what is shown, says it is not everything, and waits for Retry.
  return state.albums.length > 0 ? { ...state, status: 'ready', partial: true } : { ...state, status: 'failed' }
})
loadAlbumPageFx.failData.watch(reportFailure)

/** A rating the server accepted shows on the loaded albums. */
$albumList.on(albumsRatingChanged, (state, { ids, rating }) => {
  const albums = rerateAlbums(state.albums, new Set(ids), rating)
  return albums === state.albums ? state : { ...state, albums }
})
