import { attach, sample, scopeBind } from 'effector'
import type { TrayItem } from '../../shell/shell'
import { $desktopPreferences } from '../preferences/desktop-preferences'
import {
  quitRequested,
  trayAttachRequested,
  trayItemClicked,
  trayMenuRendered,
  windowCloseRequested,
  windowToggleRequested,
} from './desktop-window'
import { $shell } from './shell'

/**
 * The calls to the desktop app's window and tray (desktop-window.ts has the events). Desktop
 * only: evaluated by the desktop start step (src/start/desktop-step.ts), never in a browser.
 */
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
