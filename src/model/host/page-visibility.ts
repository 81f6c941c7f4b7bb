import { createEvent } from 'effector'

/**
 * The page is being hidden (tab switched away, window minimised, page closed): the last chance to
 * send what must not be lost. src/start wires it to the document's visibilitychange and pagehide.
 */
export const pageHidden = createEvent()
