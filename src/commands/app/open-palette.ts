import { createEvent, sample } from 'effector'
import { dialogToggled } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => 'palette' as const, target: dialogToggled })

export const openPalette = defineCommand({
  id: 'app.openPalette',
  title: 'commands.app.openPalette',
  category: 'view',
  keybinding: 'Mod+K',
  enabled: $isSignedIn,
  run,
  inInputs: true,
})
