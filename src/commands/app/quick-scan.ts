import { quickScanRequested } from '../../model/server/quick-scan'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Asks the server to scan its library for changes (the server status dialog's Quick scan). */
export const quickScan = defineCommand({
  id: 'app.quickScan',
  keys: 'O Q',
  enabled: $isSignedIn,
  target: quickScanRequested,
})
