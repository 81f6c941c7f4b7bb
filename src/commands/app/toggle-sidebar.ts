import { createEvent, sample } from 'effector'
import { sidebarToggled } from '../../model/layout/sidebar'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: sidebarToggled })

export const toggleSidebar = defineCommand({
  id: 'app.toggleSidebar',
  title: 'commands.app.toggleSidebar',
  category: 'view',
  // SPEC §2: Ctrl or Meta plus B on every platform; the platform's own modifier is the one shown.
  keybinding: 'Mod+B | Ctrl+B | Meta+B',
  enabled: $isSignedIn,
  run,
  inInputs: true,
})
