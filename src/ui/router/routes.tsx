import type { EventCallable, Scope, Store } from 'effector'
import { createWatch, scopeBind } from 'effector'
import type { ComponentType } from 'react'
import type { Params, RouteObject } from 'react-router-dom'
import { redirect } from 'react-router-dom'
import { homeOpened } from '../../model/home/home-sections'
import { parseAlbumFilter, waitsForGenre } from '../../model/library/album-filters'
import { albumFilterChanged, albumPageRequested, artistsListRequested, songsViewChanged } from '../../model/library/lazy-requests'
import { folderPageRequested } from '../../model/library/folder-requests'
import { parseSongsView } from '../../model/library/songs-view'
import { ROUTES } from '../../model/navigation/navigation'
import { keptLibraryWanted } from '../../model/offline/offline-mode'
import type { SessionVerdict } from '../../model/session/session-check'
import { $sessionCheckPending, $sessionVerdict, opensSignedIn, sessionCheckStarted } from '../../model/session/session-check'
import { RouteFailed } from '../errors/RouteFailed'
import { ErrorScreen } from '../screens/error/ErrorScreen'
import { lazyPage } from './lazy-page'
import { preloadable } from './preloadable'
import { routesForPreload } from './route-preload'

const MainLayout = preloadable(() => import('../layout/MainLayout'), 'MainLayout')
const LoginScreen = preloadable(() => import('../screens/login/LoginScreen'), 'LoginScreen')
const HomeScreen = preloadable(() => import('../screens/home/HomeScreen'), 'HomeScreen')

/**
 * Fires a model event from a loader, in the app's scope: a route asks the model for what its
 * address names (a navigation, not a command: no title, key or palette entry).
 */
function fire<Payload>(scope: Scope, event: EventCallable<Payload>, payload: Payload): void {
  scopeBind(event, { scope })(payload)
}

/** Waits for a screen's code before the navigation commits; a failed chunk is the screen's own error. */
const codeOf = (screen: { preload: () => Promise<void> }) => screen.preload().catch(() => undefined)

/** Resolves once `store` holds `value` in `scope`. */
function until<T>(scope: Scope, store: Store<T>, value: T): Promise<void> {
  if (scope.getState(store) === value) return Promise.resolve()
  return new Promise((resolve) => {
    const unwatch = createWatch({ unit: store, scope, fn: (state) => state === value && (unwatch(), resolve()) })
  })
}

/**
 * Route guards: both ask the model whether a configured server answers (sessionCheckStarted). A
 * check already under way (the one at start-up) is awaited rather than doubled.
 */
async function verdict(scope: Scope): Promise<SessionVerdict> {
  await until(scope, $sessionCheckPending, false)
  fire(scope, sessionCheckStarted, undefined)
  await until(scope, $sessionCheckPending, false)
  return scope.getState($sessionVerdict) ?? 'refused'
}

export function appRoutes(scope: Scope): RouteObject[] {
  return [
    {
      path: ROUTES.serverConfig,
      errorElement: <ErrorScreen />,
      loader: async () => {
        const [answer] = await Promise.all([verdict(scope), codeOf(LoginScreen)])
        return answer === 'ok' ? redirect(ROUTES.home) : null
      },
      element: lazyPage(LoginScreen.Component),
      handle: { preload: LoginScreen.preload },
    },
    {
      path: '/',
      errorElement: <ErrorScreen />,
      loader: async () => {
        // The layout's code travels while the server answers the session check. A stored server
        // that cannot be reached opens the app too, with what is kept offline (docs/offline.md).
        const [answer] = await Promise.all([verdict(scope), codeOf(MainLayout)])
        return opensSignedIn(answer) ? null : redirect(ROUTES.serverConfig)
      },
      shouldRevalidate: () => false,
      element: lazyPage(MainLayout.Component),
      handle: { preload: MainLayout.preload },
      children: [
        {
          index: true,
          errorElement: <RouteFailed />,
          // Home's rows and code are requested with the navigation, not once the screen mounts.
          loader: async () => {
            fire(scope, homeOpened, undefined)
            // What is kept offline, shown first while the server cannot be reached.
            fire(scope, keptLibraryWanted, undefined)
            await codeOf(HomeScreen)
            return null
          },
          element: lazyPage(HomeScreen.Component),
          handle: { preload: HomeScreen.preload },
        },
        { path: 'search', ...page(() => import('../screens/search/SearchScreen'), 'SearchScreen') },
        // The lists' requests leave with the navigation, while the screen's code evaluates and
        // renders; each screen finds its request under way (a list asked for twice is asked once).
        {
          path: 'library/artists',
          ...page(() => import('../screens/artists/ArtistsScreen'), 'ArtistsScreen', () => fire(scope, artistsListRequested, undefined)),
        },
        {
          path: 'library/songs',
          ...page(() => import('../screens/songs/SongsScreen'), 'SongsScreen', (_, search) => fire(scope, songsViewChanged, parseSongsView(search))),
        },
        {
          path: 'library/albums',
          ...page(() => import('../screens/albums/AlbumsScreen'), 'AlbumsScreen', (_, search) => {
            const filter = parseAlbumFilter(search)
            if (!waitsForGenre(filter)) fire(scope, albumFilterChanged, filter)
          }),
        },
        { path: 'library/playlists', ...page(() => import('../screens/playlists/PlaylistsScreen'), 'PlaylistsScreen') },
        { path: 'library/offline', ...page(() => import('../screens/offline/OfflineScreen'), 'OfflineScreen', () => fire(scope, keptLibraryWanted, undefined)) },
        { path: 'library/radios', ...page(() => import('../screens/radios/RadiosScreen'), 'RadiosScreen') },
        // The folder's request leaves with the navigation; the screen asks again only from Retry.
        {
          path: 'library/folders',
          ...page(() => import('../screens/folders/FoldersScreen'), 'FoldersScreen', () => fire(scope, folderPageRequested, '')),
        },
        {
          path: 'library/folders/:folderId',
          ...page(() => import('../screens/folders/FoldersScreen'), 'FoldersScreen', ({ folderId }) => fire(scope, folderPageRequested, folderId ?? '')),
        },
        { path: 'library/artists/:artistId', ...page(() => import('../screens/artist/ArtistScreen'), 'ArtistScreen') },
        {
          path: 'library/albums/:albumId',
          // The album's request leaves with the navigation, while the screen's code arrives and
          // the page before it unmounts; the screen finds it under way (AlbumScreen).
          ...page(() => import('../screens/album/AlbumScreen'), 'AlbumScreen', ({ albumId }) => {
            if (albumId) fire(scope, albumPageRequested, albumId)
          }),
        },
        { path: 'library/playlists/:playlistId', ...page(() => import('../screens/playlist/PlaylistScreen'), 'PlaylistScreen') },
      ],
    },
    { path: '*', element: <ErrorScreen notFound /> },
  ]
}

/**
 * A library screen: its code is awaited by the navigation (no skeleton flash on a fast server); its
 * errors stay inside the layout. `requestData` asks for its data with the navigation (its params and the address's query). `handle.preload` fetches its code ahead (src/ui/router/route-preload.ts).
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  requestData?: (params: Params, search: URLSearchParams) => void,
): Pick<RouteObject, 'element' | 'loader' | 'errorElement' | 'handle'> {
  const screen = preloadable(load, name)
  return {
    element: lazyPage(screen.Component),
    loader: async ({ params, request }) => {
      requestData?.(params, new URL(request.url).searchParams)
      await codeOf(screen)
      return null
    },
    errorElement: <RouteFailed />,
    handle: { preload: screen.preload },
  }
}

/** The app's routes for `scope`, known to route-preload (a link's hover, the start's first screen). */
export function prepareRoutes(scope: Scope): RouteObject[] {
  const routes = appRoutes(scope)
  routesForPreload(routes)
  return routes
}

