import { infoPanelToggled } from '../../model/layout/pages'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** SPEC §2: the info panel is shown by default and can be toggled (kept in app_store pages). */
export const toggleInfoPanel = defineCommand({
  id: 'view.toggleInfoPanel',
  keys: [{ key: 'Mod+I', when: 'anywhere' }],
  enabled: $isSignedIn,
  target: infoPanelToggled,
})
