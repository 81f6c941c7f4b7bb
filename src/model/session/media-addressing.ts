import { createEvent, createStore } from 'effector'
import type { MediaAddressing } from '../../api/core/media-urls'

/**
 * Where covers and streams are addressed (docs/service-worker.md): straight at the server with
 * the credentials in the query (no route: no Service Worker controls the page), or at this
 * origin's media path that the worker forwards, the credentials added on the way.
 */
export const mediaAddressingChanged = createEvent<MediaAddressing>()
export const $mediaAddressing = createStore<MediaAddressing>({ route: null, pageOrigin: '' }, { serialize: 'ignore' }).on(
  mediaAddressingChanged,
  (_, addressing) => addressing,
)
