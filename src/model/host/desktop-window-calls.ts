import { attach, combine, sample, scopeBind } from 'effector'
import type { TrayItem } from '../../shell/shell'
import { $desktopPreferences } from '../preferences/desktop-preferences'
import {
  $trayShown,
  $trayState,
  quitRequested,
  trayFailed,
  trayShown,
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
/** The window's own menu: Tonearm › Quit, so quitting never depends on the tray. */
const setMenuFx = attach({ source: $shell, effect: async (shell, items: readonly TrayItem[]) => shell.desktopWindow?.setMenu(items) })
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
sample({ clock: setTrayFx.done, target: trayShown })
sample({ clock: setTrayFx.fail, target: trayFailed })
sample({
  clock: trayMenuRendered,
  source: $trayState,
  filter: (state) => state === 'unknown',
  fn: (_, items) => items.filter((item) => item.id === 'app.desktop.quit'),
  target: setMenuFx,
})
sample({ clock: trayAttachRequested, target: attachTrayFx })
sample({ clock: windowToggleRequested, target: toggleWindowFx })
sample({ clock: quitRequested, target: quitFx })
const $closesToTray = combine($desktopPreferences, $trayShown, (prefs, shown) => prefs.closeToTray && shown)
sample({ clock: windowCloseRequested, filter: $closesToTray, target: hideWindowFx })
sample({ clock: windowCloseRequested, filter: $closesToTray.map((hides) => !hides), target: quitFx })
for (const fx of [setMenuFx, toggleWindowFx, quitFx, hideWindowFx]) fx.failData.watch((error) => console.warn('Desktop window call failed', error))
// A desktop without a tray rejects every try (NE_OS_TRAYIER): a fact of the desktop, not a fault.
setTrayFx.failData.watch((error) => console.info('No tray on this desktop', error))
