import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** The settings dialog. */
export const openSettings = defineCommand({
  id: 'app.openSettings',
  keys: [{ key: 'Mod+,', when: 'anywhere' }],
  enabled: $isSignedIn,
  target: dialogOpened,
  adapt: () => 'settings' as const,
})
