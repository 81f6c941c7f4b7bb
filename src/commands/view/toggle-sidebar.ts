import { sidebarToggled } from '../../model/layout/sidebar'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

export const toggleSidebar = defineCommand({
  id: 'view.toggleSidebar',
  keys: [{ key: 'Mod+B', when: 'anywhere' }],
  enabled: $isSignedIn,
  target: sidebarToggled,
})
