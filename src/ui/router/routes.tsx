import type { Scope, Unit } from 'effector'
import { createWatch, scopeBind } from 'effector'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { createBrowserRouter, redirect } from 'react-router-dom'
import { homeOpened } from '../../model/home/home-sections'
import { ROUTES } from '../../model/navigation/navigation'
import type { SessionVerdict } from '../../model/session/session-check'
import { checkSessionFx } from '../../model/session/session-check'
import { RouteFailed } from '../errors/RouteFailed'
import { ErrorScreen } from '../screens/error/ErrorScreen'
import { lazyPage } from './lazy-page'
import { preloadable } from './preloadable'

const MainLayout = preloadable(() => import('../layout/MainLayout'), 'MainLayout')
const LoginScreen = preloadable(() => import('../screens/login/LoginScreen'), 'LoginScreen')
const HomeScreen = preloadable(() => import('../screens/home/HomeScreen'), 'HomeScreen')

/** Waits for a screen's code before the navigation commits; a failed chunk is the screen's own error. */
const codeOf = (screen: { preload: () => Promise<void> }) => screen.preload().catch(() => undefined)

/** Resolves once `unit` fires in `scope`. */
function nextIn(scope: Scope, unit: Unit<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const unwatch = createWatch({ unit, scope, fn: () => (unwatch(), resolve()) })
  })
}

/**
 * SPEC §2 route guards: both ask the model whether a configured server answers. A check already
 * under way (sessionCheckStarted at start-up) is awaited rather than doubled.
 */
async function verdict(scope: Scope): Promise<SessionVerdict> {
  if (scope.getState(checkSessionFx.pending)) await nextIn(scope, checkSessionFx.finally)
  // scopeBind, not allSettled: allSettled would also wait for the navigation that runs this loader.
  return scopeBind(checkSessionFx, { scope })().catch(() => 'unreachable' as const)
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
    },
    {
      path: '/',
      errorElement: <ErrorScreen />,
      loader: async () => {
        // The layout's code travels while the server answers the session check.
        const [answer] = await Promise.all([verdict(scope), codeOf(MainLayout)])
        return answer === 'ok' ? null : redirect(ROUTES.serverConfig)
      },
      shouldRevalidate: () => false,
      element: lazyPage(MainLayout.Component),
      children: [
        {
          index: true,
          errorElement: <RouteFailed />,
          // Home's rows and code are requested with the navigation, not once the screen mounts.
          loader: async () => {
            scopeBind(homeOpened, { scope })()
            await codeOf(HomeScreen)
            return null
          },
          element: lazyPage(HomeScreen.Component),
        },
        { path: 'search', ...page(() => import('../screens/search/SearchScreen'), 'SearchScreen') },
        { path: 'library/artists', ...page(() => import('../screens/artists/ArtistsScreen'), 'ArtistsScreen') },
        { path: 'library/songs', ...page(() => import('../screens/songs/SongsScreen'), 'SongsScreen') },
        { path: 'library/albums', ...page(() => import('../screens/albums/AlbumsScreen'), 'AlbumsScreen') },
        { path: 'library/playlists', ...page(() => import('../screens/playlists/PlaylistsScreen'), 'PlaylistsScreen') },
        { path: 'library/radios', ...page(() => import('../screens/radios/RadiosScreen'), 'RadiosScreen') },
        { path: 'library/artists/:artistId', ...page(() => import('../screens/artist/ArtistScreen'), 'ArtistScreen') },
        { path: 'library/albums/:albumId', ...page(() => import('../screens/album/AlbumScreen'), 'AlbumScreen') },
        { path: 'library/playlists/:playlistId', ...page(() => import('../screens/playlist/PlaylistScreen'), 'PlaylistScreen') },
      ],
    },
    { path: '*', element: <ErrorScreen notFound /> },
  ]
}

/**
 * A library screen: its code is awaited by the navigation (no skeleton flash on a fast server); its
 * errors stay inside the layout.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'element' | 'loader' | 'errorElement'> {
  const screen = preloadable(load, name)
  return { element: lazyPage(screen.Component), loader: async () => (await codeOf(screen), null), errorElement: <RouteFailed /> }
}

export function createAppRouter(scope: Scope) {
  return createBrowserRouter(appRoutes(scope))
}
