import { combine, createEvent, createStore } from 'effector'
import { artistPage } from './artist-page'

/** The artist page on screen reports its artist, and null when it closes. */
export const artistPageShown = createEvent<string | null>()

const $openArtistId = createStore<string | null>(null).on(artistPageShown, (_, id) => id)

/** The artist of the open artist page once loaded, else null. */
export const $openArtist = combine($openArtistId, artistPage.$state, (id, state) =>
  id !== null && state.status === 'ready' && state.key === id ? { artistId: id, name: state.data.name } : null,
)
