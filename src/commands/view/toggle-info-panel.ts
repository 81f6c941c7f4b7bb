import { infoPanelCommanded } from '../../model/layout/info-panel'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** The info panel is shown by default and can be toggled (kept in app_store pages; a drawer in a narrow window). */
export const toggleInfoPanel = defineCommand({
  id: 'view.toggleInfoPanel',
  keys: [{ key: 'Mod+I', when: 'anywhere' }],
  enabled: $isSignedIn,
  target: infoPanelCommanded,
})
