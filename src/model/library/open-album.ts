import { combine, createEvent, createStore, sample } from 'effector'
import { albumPageRequested } from './lazy-requests'

/** The album page on screen reports its album, and null when it closes. */
export const albumPageShown = createEvent<string | null>()

/** The album the album page's data holds once ready (album-page.ts reports it), else null. */
export const albumPageLoaded = createEvent<{ readonly id: string; readonly starred: boolean; readonly name?: string } | null>()

const $openAlbumId = createStore<string | null>(null).on(albumPageShown, (_, id) => id)
const $loadedAlbum = createStore<{ readonly id: string; readonly starred: boolean; readonly name?: string } | null>(null).on(albumPageLoaded, (_, album) => album)

/**
 * The album of the open album page once loaded (id and whether it is liked), else null. Light:
 * the album commands read it while the palette lists them, before the page's model may be loaded.
 */
export const $openAlbum = combine($openAlbumId, $loadedAlbum, (id, album) => (id !== null && album !== null && album.id === id ? album : null))

/**
 * The album last asked for (the route's loader with the navigation, the page itself, Retry). Light:
 * the page's model may still be loading (lazy-requests.ts) when the page mounts, and the page
 * then knows the album is on its way rather than asking twice.
 */
export const $albumAskedFor = createStore<string | null>(null).on(albumPageRequested, (_, id) => id)

/**
 * The album page opened on an album: asked for unless it is the album last asked for (the route
 * asks with the navigation, before the page's code arrives), so a page never asks twice.
 */
export const albumPageOpened = createEvent<string>()
sample({ clock: albumPageOpened, source: $albumAskedFor, filter: (asked, albumId) => asked !== albumId, fn: (_, albumId) => albumId, target: albumPageRequested })
