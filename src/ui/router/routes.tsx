import type { Scope } from 'effector'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { ROUTES } from '../../model/navigation/navigation'
import { keepsOfflineIn } from '../../model/offline/keeps-offline'
import { ErrorScreen } from '../screens/error/ErrorScreen'
import { KeptOnHome } from '../screens/home/kept-on-home'
import type { RouteHandle } from './route-gate'
import { lazyPage } from './lazy-page'
import { preloadable } from './preloadable'
import { routesForPreload } from './route-preload'
import { signedIn, signedOut } from './session-guard'

const MainLayout = preloadable(() => import('../layout/MainLayout'), 'MainLayout')
const LoginScreen = preloadable(() => import('../screens/login/LoginScreen'), 'LoginScreen')
const HomeScreen = preloadable(() => import('../screens/home/HomeScreen'), 'HomeScreen')
const keptPartOfHome = (scope: Scope) => (keepsOfflineIn(scope) ? KeptOnHome.preload() : Promise.resolve())

/**
 * The app's routes, for React Router's declarative `useRoutes` (src/ui/router/AppRouter.tsx).
 * What a navigation does before its screen shows is in each route's handle, run by the route
 * layer (route-gate.ts): the guards, each page's request and its screen's code. A screen's error
 * shows inside the layout (ScreenBoundary), the layout's and the sign-in page's as ErrorScreen.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: ROUTES.serverConfig,
      element: lazyPage(LoginScreen.Component),
      handle: { preload: LoginScreen.preload, guard: signedOut } satisfies RouteHandle,
    },
    {
      path: '/',
      // The layout's code travels while the server answers the session check.
      element: lazyPage(MainLayout.Component),
      handle: { preload: MainLayout.preload, guard: signedIn } satisfies RouteHandle,
      children: [
        // Home's rows and code are requested with the navigation, not once the screen mounts.
        // For an account that keeps something offline, the part that shows it comes with Home's code.
        { index: true, element: lazyPage(HomeScreen.Component), handle: { preload: HomeScreen.preload, codeIn: keptPartOfHome, page: '/' } satisfies RouteHandle },
        // Each page's request leaves with the navigation, while the screen's code evaluates and
        // renders; the screen finds its request under way (page-requests.ts).
        { path: 'search', ...page('/search', () => import('../screens/search/SearchScreen'), 'SearchScreen') },
        { path: 'library/artists', ...page('/library/artists', () => import('../screens/artists/ArtistsScreen'), 'ArtistsScreen') },
        { path: 'library/songs', ...page('/library/songs', () => import('../screens/songs/SongsScreen'), 'SongsScreen') },
        { path: 'library/albums', ...page('/library/albums', () => import('../screens/albums/AlbumsScreen'), 'AlbumsScreen') },
        { path: 'library/playlists', ...page('/library/playlists', () => import('../screens/playlists/PlaylistsScreen'), 'PlaylistsScreen') },
        { path: 'library/offline', ...page('/library/offline', () => import('../screens/offline/OfflineScreen'), 'OfflineScreen') },
        { path: 'library/radios', ...page('/library/radios', () => import('../screens/radios/RadiosScreen'), 'RadiosScreen') },
        { path: 'library/folders', ...page('/library/folders', () => import('../screens/folders/FoldersScreen'), 'FoldersScreen') },
        { path: 'library/folders/:folderId', ...page('/library/folders/:folderId', () => import('../screens/folders/FoldersScreen'), 'FoldersScreen') },
        { path: 'library/artists/:artistId', ...page('/library/artists/:artistId', () => import('../screens/artist/ArtistScreen'), 'ArtistScreen') },
        { path: 'library/albums/:albumId', ...page('/library/albums/:albumId', () => import('../screens/album/AlbumScreen'), 'AlbumScreen') },
        { path: 'library/playlists/:playlistId', ...page('/library/playlists/:playlistId', () => import('../screens/playlist/PlaylistScreen'), 'PlaylistScreen') },
      ],
    },
    { path: '*', element: <ErrorScreen notFound /> },
  ]
}

/**
 * A library screen at `path`: its code is awaited by the navigation (no skeleton flash on a fast
 * server); its data is asked for with the navigation (page-requests.ts). `handle.preload` fetches
 * its code ahead (src/ui/router/route-preload.ts).
 */
function page<K extends string>(path: string, load: () => Promise<Record<K, ComponentType>>, name: K): Pick<RouteObject, 'element' | 'handle'> {
  const screen = preloadable(load, name)
  return { element: lazyPage(screen.Component), handle: { preload: screen.preload, page: path } satisfies RouteHandle }
}

/** The app's routes, known to route-preload (a link's hover, the start's first screen). */
export function prepareRoutes(): RouteObject[] {
  const routes = appRoutes()
  routesForPreload(routes)
  return routes
}
