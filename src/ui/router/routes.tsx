import type { Scope, Unit } from 'effector'
import { createWatch, scopeBind } from 'effector'
import type { ComponentType } from 'react'
import { lazy } from 'react'
import type { RouteObject } from 'react-router-dom'
import { createBrowserRouter, redirect } from 'react-router-dom'
import { homeOpened } from '../../model/home/home-sections'
import { ROUTES } from '../../model/navigation/navigation'
import type { SessionVerdict } from '../../model/session/session-check'
import { checkSessionFx } from '../../model/session/session-check'
import { ErrorScreen } from '../screens/error/ErrorScreen'
import { lazyPage } from './lazy-page'

const loadMainLayout = () => import('../layout/MainLayout')
const loadHome = () => import('../screens/home/HomeScreen')
const MainLayout = lazy(() => loadMainLayout().then((m) => ({ default: m.MainLayout })))
const LoginScreen = lazy(() => import('../screens/login/LoginScreen').then((m) => ({ default: m.LoginScreen })))

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
      loader: async () => ((await verdict(scope)) === 'ok' ? redirect(ROUTES.home) : null),
      element: lazyPage(LoginScreen),
    },
    {
      path: '/',
      errorElement: <ErrorScreen />,
      loader: async () => {
        // The layout's code travels while the server answers the session check.
        void loadMainLayout()
        return (await verdict(scope)) === 'ok' ? null : redirect(ROUTES.serverConfig)
      },
      shouldRevalidate: () => false,
      element: lazyPage(MainLayout),
      children: [
        {
          index: true,
          // Home's rows and code are requested with the navigation, not once the screen mounts.
          loader: () => {
            scopeBind(homeOpened, { scope })()
            void loadHome()
            return null
          },
          element: page(loadHome, 'HomeScreen'),
        },
        { path: 'search', element: page(() => import('../screens/search/SearchScreen'), 'SearchScreen') },
        { path: 'library/artists', element: page(() => import('../screens/artists/ArtistsScreen'), 'ArtistsScreen') },
        { path: 'library/songs', element: page(() => import('../screens/songs/SongsScreen'), 'SongsScreen') },
        { path: 'library/albums', element: page(() => import('../screens/albums/AlbumsScreen'), 'AlbumsScreen') },
        { path: 'library/playlists', element: page(() => import('../screens/playlists/PlaylistsScreen'), 'PlaylistsScreen') },
        { path: 'library/radios', element: page(() => import('../screens/radios/RadiosScreen'), 'RadiosScreen') },
        { path: 'library/artists/:artistId', element: page(() => import('../screens/artist/ArtistScreen'), 'ArtistScreen') },
        { path: 'library/albums/:albumId', element: page(() => import('../screens/album/AlbumScreen'), 'AlbumScreen') },
        { path: 'library/playlists/:playlistId', element: page(() => import('../screens/playlist/PlaylistScreen'), 'PlaylistScreen') },
      ],
    },
    { path: '*', element: <ErrorScreen notFound /> },
  ]
}

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Component = lazy(() => load().then((m) => ({ default: m[name] })))
  return lazyPage(Component)
}

export function createAppRouter(scope: Scope) {
  return createBrowserRouter(appRoutes(scope))
}
