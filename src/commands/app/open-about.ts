import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => 'about' as const, target: dialogOpened })

/** Tonearm's and the server's versions (SPEC §2 about dialog). */
export const openAbout = defineCommand({
  id: 'app.openAbout',
  title: 'commands.app.openAbout',
  category: 'app',
  keybinding: 'O A',
  enabled: $isSignedIn,
  run,
})
