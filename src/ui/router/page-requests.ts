import type { EventCallable, Scope } from 'effector'
import { scopeBind } from 'effector'
import type { Params } from 'react-router-dom'
import { homeOpened } from '../../model/home/home-sections'
import { parseAlbumFilter, waitsForGenre } from '../../model/library/album-filters'
import { folderPageRequested } from '../../model/library/folder-requests'
import {
  albumFilterChanged,
  albumPageRequested,
  artistPageRequested,
  artistsListRequested,
  genresRequested,
  playlistPageRequested,
  searchPageRequested,
  songsViewChanged,
} from '../../model/library/lazy-requests'
import { parseSongsView } from '../../model/library/songs-view'
import { keptLibraryWanted } from '../../model/offline/offline-mode'

/** One model event a route fires with its address, and its payload. */
export interface PageAsk {
  readonly event: EventCallable<unknown>
  readonly payload: unknown
}

const ask = <Payload,>(event: EventCallable<Payload>, payload: Payload): PageAsk => ({ event: event as unknown as EventCallable<unknown>, payload })

/**
 * What each route's address asks the model for, by the route's path: fired by the route layer
 * as the navigation starts (route-gate.ts), while the screen's code arrives. Screens fire none of these: the
 * model decides whether a request is already under way (the same Albums filter or Songs view is
 * not asked twice, the genres unless under way or loaded). docs/architecture.md, "How a route
 * loads its data".
 */
export const PAGE_REQUESTS: Readonly<Record<string, (params: Params, search: URLSearchParams) => readonly PageAsk[]>> = {
  // Home shows what is kept offline first while the server cannot be reached.
  '/': () => [ask(homeOpened, undefined), ask(keptLibraryWanted, undefined)],
  '/search': (_, search) => {
    const query = search.get('query') ?? ''
    return query ? [ask(searchPageRequested, query)] : []
  },
  '/library/artists': () => [ask(artistsListRequested, undefined)],
  '/library/songs': (_, search) => [ask(songsViewChanged, parseSongsView(search))],
  '/library/albums': (_, search) => {
    const filter = parseAlbumFilter(search)
    // The genre picker shows with the by-genre filter: the genres it offers are asked for too.
    return [...(filter.filter === 'byGenre' ? [ask(genresRequested, undefined)] : []), ...(waitsForGenre(filter) ? [] : [ask(albumFilterChanged, filter)])]
  },
  '/library/offline': () => [ask(keptLibraryWanted, undefined)],
  '/library/folders': () => [ask(folderPageRequested, '')],
  '/library/folders/:folderId': ({ folderId }) => [ask(folderPageRequested, folderId ?? '')],
  '/library/artists/:artistId': ({ artistId }) => (artistId ? [ask(artistPageRequested, artistId)] : []),
  '/library/albums/:albumId': ({ albumId }) => (albumId ? [ask(albumPageRequested, albumId)] : []),
  '/library/playlists/:playlistId': ({ playlistId }) => (playlistId ? [ask(playlistPageRequested, playlistId)] : []),
}

/**
 * Asks the model, in the app's scope, for what the address (its `params` and query `search`) of
 * the route at `path` names: a navigation, not a command (no title, key or palette entry).
 */
export function askForPage(scope: Scope, path: string, params: Params, search: string): void {
  for (const { event, payload } of PAGE_REQUESTS[path]?.(params, new URLSearchParams(search)) ?? []) scopeBind(event, { scope })(payload)
}
