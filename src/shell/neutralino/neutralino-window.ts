import type { DesktopWindow } from '../shell'
import type { NeutralinoApi, NeutralinoGlobals } from './neutralino-api'

/** The tray icon: the window's icon, inside resources.neu. */
export const TRAY_ICON = '/resources/icons/appIcon.png'

/**
 * The native window and tray of the desktop app, in window mode only (the runtime has neither in
 * its browser, cloud and chrome modes). A tray item's click arrives as the runtime event
 * `trayMenuItemClicked` with the item in `detail`.
 */
/** The mini player's window: small, above the others. */
export const COMPACT_SIZE = { width: 360, height: 180, minWidth: 320, minHeight: 160 } as const

export function createNeutralinoWindow(api: NeutralinoApi, globals: NeutralinoGlobals, beforeQuit: () => Promise<void> = async () => undefined): DesktopWindow | null {
  if (globals.NL_MODE !== 'window') return null
  /** The size before the window became compact, given back when it leaves that mode. */
  let regular: Awaited<ReturnType<NeutralinoApi['window']['getSize']>> | null = null
  return {
    setCompact: async (compact) => {
      if (compact) {
        regular ??= await api.window.getSize()
        await api.window.setSize({ ...COMPACT_SIZE })
        await api.window.setAlwaysOnTop(true)
        return
      }
      await api.window.setAlwaysOnTop(false)
      if (regular) await api.window.setSize(regular)
      regular = null
    },
    setTray: (items) =>
      api.os.setTray({
        icon: TRAY_ICON,
        menuItems: items.map((item) => ({
          ...(item.id === undefined ? {} : { id: item.id }),
          text: item.text,
          ...(item.disabled ? { isDisabled: true } : {}),
        })),
      }),
    setMenu: (items) =>
      api.window.setMainMenu([
        { id: 'tonearm', text: 'Tonearm', menuItems: items.map((item) => ({ ...(item.id === undefined ? {} : { id: item.id }), text: item.text, ...(item.id === 'app.desktop.quit' ? { shortcut: 'Ctrl+Q' } : {}) })) },
      ]),
    onTrayItem: (handler) => {
      const clicked = (event: CustomEvent) => {
        const id = (event.detail as { id?: unknown } | null)?.id
        if (typeof id === 'string' && id !== 'tonearm') handler(id)
      }
      void api.events.on('trayMenuItemClicked', clicked)
      void api.events.on('mainMenuItemClicked', clicked)
    },
    toggleVisible: async () => {
      if (await api.window.isVisible()) {
        await api.window.hide()
      } else {
        await api.window.show()
        await api.window.focus()
      }
    },
    hide: () => api.window.hide(),
    onCloseRequested: (handler) => {
      void api.events.on('windowClose', () => handler())
    },
    quit: async () => {
      await beforeQuit().catch(() => undefined)
      await api.app.exit()
    },
  }
}
