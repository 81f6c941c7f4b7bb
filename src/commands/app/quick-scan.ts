import { createEvent, sample } from 'effector'
import { quickScanRequested } from '../../model/server/server-status'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: quickScanRequested })

/** Asks the server to scan its library for changes (the server status dialog's Quick scan). */
export const quickScan = defineCommand({
  id: 'app.quickScan',
  title: 'commands.app.tools.quickScan',
  category: 'app',
  keybinding: 'O Q',
  enabled: $isSignedIn,
  run,
})
