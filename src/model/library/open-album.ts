import { combine, createEvent, createStore } from 'effector'
import { albumPage } from './album-page'

/** The album page on screen reports its album, and null when it closes. */
export const albumPageShown = createEvent<string | null>()

const $openAlbumId = createStore<string | null>(null).on(albumPageShown, (_, id) => id)

/** The album of the open album page once loaded (id and whether it is liked), else null. */
export const $openAlbum = combine($openAlbumId, albumPage.$state, (id, state) =>
  id !== null && state.status === 'ready' && state.key === id ? { id, starred: state.data.starred } : null,
)
