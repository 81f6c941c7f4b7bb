import { $hasDesktopWindow } from '../../model/host/desktop-window'
import { closeToTrayToggled } from '../../model/preferences/desktop-preferences'
import { defineCommand } from '../command'

/** Desktop only: closing the window hides it to the tray and playback goes on (a setting). */
export const toggleCloseToTray = defineCommand({
  id: 'app.desktop.toggleCloseToTray',
  enabled: $hasDesktopWindow,
  target: closeToTrayToggled,
})
