import { createEvent } from 'effector'

/**
 * The page is being hidden (tab switched away, window minimised, page closed): the last chance to
 * send what must not be lost. src/start wires it to the document's visibilitychange and pagehide.
 */
export const pageHidden = createEvent()

/**
 * Fired just before pageHidden: what only reports itself now and then (the playing position, from
 * the element's `timeupdate`) brings its value up to date, so the saves pageHidden sends hold it.
 */
export const pageHiding = createEvent()
