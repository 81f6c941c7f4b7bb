import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => 'serverStatus' as const, target: dialogOpened })

/** Song and folder counts, last scan, and a quick scan (SPEC §2 server status). */
export const openServerStatus = defineCommand({
  id: 'app.openServerStatus',
  title: 'commands.app.openServerStatus',
  category: 'app',
  keybinding: 'O S',
  enabled: $isSignedIn,
  run,
})
