import type { EventCallable, Scope, Store } from 'effector'
import { createWatch, scopeBind } from 'effector'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { redirect } from 'react-router-dom'
import { ROUTES } from '../../model/navigation/navigation'
import type { SessionVerdict } from '../../model/session/session-check'
import { $sessionCheckPending, $sessionVerdict, opensSignedIn, sessionCheckStarted } from '../../model/session/session-check'
import { RouteFailed } from '../errors/RouteFailed'
import { ErrorScreen } from '../screens/error/ErrorScreen'
import { lazyPage } from './lazy-page'
import { askForPage } from './page-requests'
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
  // Its answer is this guard's: asking again would ping a server that did not answer once more
  // (one that never answers would hold the start for the check's time limit twice).
  const underWay = scope.getState($sessionCheckPending)
  if (!underWay) fire(scope, sessionCheckStarted, undefined)
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
          loader: async ({ params, request }) => {
            askForPage(scope, '/', params, request.url)
            await codeOf(HomeScreen)
            return null
          },
          element: lazyPage(HomeScreen.Component),
          handle: { preload: HomeScreen.preload },
        },
        // Each page's request leaves with the navigation, while the screen's code evaluates and
        // renders; the screen finds its request under way (page-requests.ts).
        { path: 'search', ...page(scope, '/search', () => import('../screens/search/SearchScreen'), 'SearchScreen') },
        { path: 'library/artists', ...page(scope, '/library/artists', () => import('../screens/artists/ArtistsScreen'), 'ArtistsScreen') },
        { path: 'library/songs', ...page(scope, '/library/songs', () => import('../screens/songs/SongsScreen'), 'SongsScreen') },
        { path: 'library/albums', ...page(scope, '/library/albums', () => import('../screens/albums/AlbumsScreen'), 'AlbumsScreen') },
        { path: 'library/playlists', ...page(scope, '/library/playlists', () => import('../screens/playlists/PlaylistsScreen'), 'PlaylistsScreen') },
        { path: 'library/offline', ...page(scope, '/library/offline', () => import('../screens/offline/OfflineScreen'), 'OfflineScreen') },
        { path: 'library/radios', ...page(scope, '/library/radios', () => import('../screens/radios/RadiosScreen'), 'RadiosScreen') },
        { path: 'library/folders', ...page(scope, '/library/folders', () => import('../screens/folders/FoldersScreen'), 'FoldersScreen') },
        { path: 'library/folders/:folderId', ...page(scope, '/library/folders/:folderId', () => import('../screens/folders/FoldersScreen'), 'FoldersScreen') },
        { path: 'library/artists/:artistId', ...page(scope, '/library/artists/:artistId', () => import('../screens/artist/ArtistScreen'), 'ArtistScreen') },
        { path: 'library/albums/:albumId', ...page(scope, '/library/albums/:albumId', () => import('../screens/album/AlbumScreen'), 'AlbumScreen') },
        { path: 'library/playlists/:playlistId', ...page(scope, '/library/playlists/:playlistId', () => import('../screens/playlist/PlaylistScreen'), 'PlaylistScreen') },
      ],
    },
    { path: '*', element: <ErrorScreen notFound /> },
  ]
}

/**
 * A library screen at `path`: its code is awaited by the navigation (no skeleton flash on a fast
 * server); its errors stay inside the layout. Its data is asked for with the navigation
 * (page-requests.ts). `handle.preload` fetches its code ahead (src/ui/router/route-preload.ts).
 */
function page<K extends string>(scope: Scope, path: string, load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'element' | 'loader' | 'errorElement' | 'handle'> {
  const screen = preloadable(load, name)
  return {
    element: lazyPage(screen.Component),
    loader: async ({ params, request }) => {
      askForPage(scope, path, params, request.url)
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

