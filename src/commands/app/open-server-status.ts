import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Song and folder counts, last scan, and a quick scan (server status). */
export const openServerStatus = defineCommand({
  id: 'app.openServerStatus',
  keys: 'O S',
  enabled: $isSignedIn,
  target: dialogOpened,
  adapt: () => 'serverStatus' as const,
})
