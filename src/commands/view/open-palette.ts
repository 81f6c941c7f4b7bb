import { dialogToggled } from '../../model/dialogs/dialogs'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

export const openPalette = defineCommand({
  id: 'view.openPalette',
  keys: [{ key: 'Mod+K', when: 'anywhere' }],
  enabled: $isSignedIn,
  target: dialogToggled,
  adapt: () => 'palette' as const,
})
