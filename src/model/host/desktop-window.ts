import { createEvent } from 'effector'
import type { TrayItem } from '../../shell/shell'
import { $shell } from './shell'

/**
 * The desktop app's native window and tray. The UI renders the tray menu (texts in the user's
 * language) and hands it here; a click on an item arrives as trayItemClicked with the command
 * id, which the command bus runs (src/commands/tray-bridge.ts).
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
