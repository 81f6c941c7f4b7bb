import { createEvent, sample } from 'effector'
import { infoPanelToggled } from '../../model/layout/pages'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: infoPanelToggled })

/** SPEC §2: the info panel is shown by default and can be toggled (kept in app_store pages). */
export const toggleInfoPanel = defineCommand({
  id: 'app.toggleInfoPanel',
  title: 'commands.app.toggleInfoPanel',
  category: 'view',
  keybinding: 'Mod+I',
  enabled: $isSignedIn,
  run,
  inInputs: true,
})
