import { combine, createEvent, createStore } from 'effector'

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
