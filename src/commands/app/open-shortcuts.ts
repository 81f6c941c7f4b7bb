import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => 'shortcuts' as const, target: dialogOpened })

export const openShortcuts = defineCommand({
  id: 'app.openShortcuts',
  title: 'commands.app.openShortcuts',
  category: 'view',
  keybinding: '?',
  enabled: $isSignedIn,
  run,
})
