import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Tonearm's and the server's versions (about dialog). */
export const openAbout = defineCommand({
  id: 'app.openAbout',
  keys: 'O A',
  enabled: $isSignedIn,
  target: dialogOpened,
  adapt: () => 'about' as const,
})
