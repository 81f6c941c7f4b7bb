import { combine } from 'effector'
import { $hasDesktopWindow, $trayShown } from '../../model/host/desktop-window'
import { closeToTrayToggled } from '../../model/preferences/desktop-preferences'
import { defineCommand } from '../command'

/**
 * Desktop only: closing the window hides it to the tray and playback goes on (a setting), offered
 * only once the tray shows (desktop-window.ts).
 */
export const toggleCloseToTray = defineCommand({
  id: 'app.desktop.toggleCloseToTray',
  enabled: combine($hasDesktopWindow, $trayShown, (window, tray) => window && tray),
  target: closeToTrayToggled,
})
