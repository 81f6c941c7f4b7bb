import { combine, createEvent, createStore } from 'effector'

/** The artist page on screen reports its artist, and null when it closes. */
export const artistPageShown = createEvent<string | null>()

/** The artist the artist page's data holds once ready (artist-page.ts reports it), else null. */
export const artistPageLoaded = createEvent<{ readonly artistId: string; readonly name: string } | null>()

const $openArtistId = createStore<string | null>(null).on(artistPageShown, (_, id) => id)
const $loadedArtist = createStore<{ readonly artistId: string; readonly name: string } | null>(null).on(artistPageLoaded, (_, artist) => artist)

/**
 * The artist of the open artist page once loaded, else null. Light: the artist radio commands
 * read it while the palette lists them, before the page's model may be loaded.
 */
export const $openArtist = combine($openArtistId, $loadedArtist, (id, artist) => (id !== null && artist !== null && artist.artistId === id ? artist : null))
