import { attach, createEvent, sample, scopeBind } from 'effector'
import type { TrayItem } from '../../shell/shell'
import { $desktopPreferences } from '../preferences/desktop-preferences'
import { $shell } from './shell'

/**
 * The desktop app's native window and tray. The UI renders the tray menu (texts in the user's
 * language) and hands it here; a click on an item arrives as trayItemClicked with the command
 * id, which the command bus runs (src/commands/tray-bridge.ts).
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

const setTrayFx = attach({ source: $shell, effect: async (shell, items: readonly TrayItem[]) => shell.desktopWindow?.setTray(items) })
const attachTrayFx = attach({
  source: $shell,
  effect: (shell) => {
    const clicked = scopeBind(trayItemClicked, { safe: true })
    const closing = scopeBind(windowCloseRequested, { safe: true })
    shell.desktopWindow?.onTrayItem((id) => clicked(id))
    shell.desktopWindow?.onCloseRequested(() => closing())
  },
})
const toggleWindowFx = attach({ source: $shell, effect: async (shell) => shell.desktopWindow?.toggleVisible() })
const quitFx = attach({ source: $shell, effect: async (shell) => shell.desktopWindow?.quit() })
const hideWindowFx = attach({ source: $shell, effect: async (shell) => shell.desktopWindow?.hide() })

sample({ clock: trayMenuRendered, target: setTrayFx })
sample({ clock: trayAttachRequested, target: attachTrayFx })
sample({ clock: windowToggleRequested, target: toggleWindowFx })
sample({ clock: quitRequested, target: quitFx })
sample({ clock: windowCloseRequested, source: $desktopPreferences, filter: (prefs) => prefs.closeToTray, target: hideWindowFx })
sample({ clock: windowCloseRequested, source: $desktopPreferences, filter: (prefs) => !prefs.closeToTray, target: quitFx })
for (const fx of [setTrayFx, toggleWindowFx, quitFx, hideWindowFx]) fx.failData.watch((error) => console.warn('Desktop window call failed', error))
