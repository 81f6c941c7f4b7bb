import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { palettePageOpened } from '../../model/dialogs/palette-page'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => 'themes' as const, target: palettePageOpened })
sample({ clock: run, fn: () => 'palette' as const, target: dialogOpened })

/** Opens the palette on its theme list: each highlighted theme is previewed, Enter keeps it. */
export const changeTheme = defineCommand({
  id: 'appearance.changeTheme',
  title: 'commands.appearance.changeTheme',
  category: 'app',
  enabled: $isSignedIn,
  run,
})
