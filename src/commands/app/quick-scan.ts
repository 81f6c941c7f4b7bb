import { quickScanRequested } from '../../model/server/server-status'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Asks the server to look for new and changed files (SPEC §2 server status). */
export const quickScan = defineCommand({
  id: 'app.quickScan',
  enabled: $isSignedIn,
  target: quickScanRequested,
})
