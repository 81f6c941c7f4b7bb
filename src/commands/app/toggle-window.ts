import { $hasDesktopWindow, windowToggleRequested } from '../../model/host/desktop-window'
import { defineCommand } from '../command'

/** Desktop only (tray menu, palette): hide the window to the tray, or bring it back. */
export const toggleWindow = defineCommand({
  id: 'app.desktop.toggleWindow',
  enabled: $hasDesktopWindow,
  target: windowToggleRequested,
})
