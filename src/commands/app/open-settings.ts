import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => 'settings' as const, target: dialogOpened })

export const openSettings = defineCommand({
  id: 'app.openSettings',
  title: 'commands.app.openSettings',
  category: 'app',
  keybinding: 'Mod+,',
  enabled: $isSignedIn,
  run,
  inInputs: true,
})
