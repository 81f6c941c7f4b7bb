import { createEvent, createStore, sample } from 'effector'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $shell } from '../host/shell'
import { $hasMedia } from '../queue/queue'

/**
 * The mini player: a small window with the cover, title, controls and progress. In the desktop
 * app the window itself becomes compact and stays on top; in a browser it is a Document
 * Picture-in-Picture window where the browser has one, a small panel in the page otherwise.
 */
export const miniPlayerToggleRequested = createEvent()
/** The Picture-in-Picture window was closed by its own close button. */
export const miniPlayerClosed = createEvent()

export const $miniPlayerOpen = createStore(false, { serialize: 'ignore' })
  .on(miniPlayerToggleRequested, (open) => !open)
  .on(miniPlayerClosed, () => false)
// Nothing left to play: the mini player closes.
sample({ clock: $hasMedia.updates, source: $miniPlayerOpen, filter: (open, has) => open && !has, fn: () => undefined, target: miniPlayerClosed })

/** Where it shows: the desktop app's own window made compact, or a window (or panel) of the page. */
export const $miniPlayerInWindow = $shell.map((shell) => typeof shell.desktopWindow?.setCompact === 'function')

sample({
  clock: $miniPlayerOpen.updates,
  source: $miniPlayerInWindow,
  filter: Boolean,
  fn: (_, compact): HostTask => ({ run: (shell) => shell.desktopWindow?.setCompact?.(compact), what: 'The window could not change to or from the mini player:' }),
  target: hostTaskFx,
})
