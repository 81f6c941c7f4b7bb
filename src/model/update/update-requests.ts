import { createEvent } from 'effector'

/**
 * What the app asks of the update flow (update-flow.ts), which only the desktop app evaluates:
 * in a browser these events have no listener, as the browser has no updater.
 */
export const updateCheckRequested = createEvent()
export const updateInstallRequested = createEvent()
export const updateRemindLaterRequested = createEvent()
/** "Check for updates" from the palette: asks even when remind is set, and says when there is none. */
export const updateCheckForced = createEvent()
/** The first render is on screen: a release installed just before this launch has started well. */
export const appRendered = createEvent()
