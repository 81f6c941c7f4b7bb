import { createEvent, createStore } from 'effector'
import type { TrayItem } from '../../shell/shell'
import { $shell } from './shell'

/**
 * The desktop app's native window and tray. The UI renders the tray menu (texts in the user's
 * language) and hands it here; a click on an item arrives as trayItemClicked with the command
 * id, which the command bus runs (src/commands/registry.ts).
 *
 * Only these events and $hasDesktopWindow are evaluated in a browser (the commands use them);
 * what answers them is desktop-window-calls.ts, which the desktop start step evaluates.
 */
export const $hasDesktopWindow = $shell.map((shell) => Boolean(shell.desktopWindow))

export const trayMenuRendered = createEvent<readonly TrayItem[]>()
export const trayItemClicked = createEvent<string>()
export const windowToggleRequested = createEvent()
export const quitRequested = createEvent()
/** The window's close button: hidden to the tray (playback goes on) when that setting is on, else quit. */
export const windowCloseRequested = createEvent()
/** Once at start-up: listen to the tray's clicks. */
export const trayAttachRequested = createEvent()

/**
 * Whether the tray icon shows: unknown until the first try, failed where the desktop has none
 * (os.setTray rejects: no AppIndicator library, GNOME without its tray extension). Closing to the
 * tray is offered, and the close button hides the window, only once the tray shows: a hidden
 * window with no tray could be neither shown again nor quit.
 */
export type TrayState = 'unknown' | 'shown' | 'failed'
export const trayShown = createEvent()
export const trayFailed = createEvent()
export const $trayState = createStore<TrayState>('unknown', { serialize: 'ignore' })
  .on(trayShown, () => 'shown')
  .on(trayFailed, () => 'failed')
export const $trayShown = $trayState.map((state) => state === 'shown')
