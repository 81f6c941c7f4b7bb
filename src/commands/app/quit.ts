import { $hasDesktopWindow, quitRequested } from '../../model/host/desktop-window'
import { defineCommand } from '../command'

/** Desktop only (tray menu, palette): ends the app. */
export const quit = defineCommand({
  id: 'app.desktop.quit',
  enabled: $hasDesktopWindow,
  target: quitRequested,
})
