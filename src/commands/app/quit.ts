import { $hasDesktopWindow, quitRequested } from '../../model/host/desktop-window'
import { defineCommand } from '../command'

/** Desktop only (tray menu, the window's menu, palette, Ctrl+Q / ⌘Q even while typing): ends the app. */
export const quit = defineCommand({
  id: 'app.desktop.quit',
  keys: [{ key: 'Mod+Q', when: 'anywhere' }],
  enabled: $hasDesktopWindow,
  target: quitRequested,
})
