import { sidebarToggled } from '../../model/layout/sidebar'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Ctrl or Meta plus B on every platform; the platform's own modifier comes first (shown). */
export const toggleSidebar = defineCommand({
  id: 'view.toggleSidebar',
  keys: [
    { key: 'Mod+B', when: 'anywhere' },
    { key: 'Ctrl+B', when: 'anywhere' },
    { key: 'Meta+B', when: 'anywhere' },
  ],
  enabled: $isSignedIn,
  target: sidebarToggled,
})
