import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { palettePageOpened } from '../../model/dialogs/palette-page'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => 'languages' as const, target: palettePageOpened })
sample({ clock: run, fn: () => 'palette' as const, target: dialogOpened })

/** Opens the palette on its language list. */
export const changeLanguage = defineCommand({
  id: 'appearance.changeLanguage',
  title: 'commands.appearance.changeLanguage',
  category: 'app',
  enabled: $isSignedIn,
  run,
})
