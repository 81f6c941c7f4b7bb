import { dialogOpened } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** The keyboard shortcuts modal (list and remap). */
export const openShortcuts = defineCommand({
  id: 'view.openShortcuts',
  keys: '?',
  enabled: $isSignedIn,
  target: dialogOpened,
  adapt: () => 'shortcuts' as const,
})
