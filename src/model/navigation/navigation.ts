import { createEvent, createStore, sample } from 'effector'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'

/** Anything that can change the current route: the router, or a fake in tests. */
export interface Navigator {
  navigate(path: string, options?: { replace?: boolean }): unknown
}

export const navigatorAttached = createEvent<Navigator>()
export const navigated = createEvent<string>()
export const navigatedReplacing = createEvent<string>()

const $navigator = createStore<Navigator | null>(null, { serialize: 'ignore' }).on(
  navigatorAttached,
  (_, navigator) => navigator,
)

/** Not awaited: a navigation asks for its page and waits for its code and guards, which may run effects of this same scope. */
const navigate = (navigator: Navigator | null, path: string, replace: boolean): HostTask => ({
  run: () => {
    void navigator?.navigate(path, { replace })
  },
})
sample({ clock: navigated, source: $navigator, fn: (navigator, path) => navigate(navigator, path, false), target: hostTaskFx })
sample({ clock: navigatedReplacing, source: $navigator, fn: (navigator, path) => navigate(navigator, path, true), target: hostTaskFx })

/** The app's routes. */
export const ROUTES = {
  home: '/',
  artists: '/library/artists',
  songs: '/library/songs',
  albums: '/library/albums',
  playlists: '/library/playlists',
  radios: '/library/radios',
  folders: '/library/folders',
  offline: '/library/offline',
  search: '/search',
  serverConfig: '/server-config',
  artist: (id: string) => `/library/artists/${encodeURIComponent(id)}`,
  album: (id: string) => `/library/albums/${encodeURIComponent(id)}`,
  playlist: (id: string) => `/library/playlists/${encodeURIComponent(id)}`,
  folder: (id: string) => `/library/folders/${encodeURIComponent(id)}`,
} as const
