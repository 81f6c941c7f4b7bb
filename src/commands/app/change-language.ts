import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { palettePageOpened } from '../../model/dialogs/palette-page'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const opened = createEvent()
sample({ clock: opened, fn: () => 'languages' as const, target: palettePageOpened })
sample({ clock: opened, fn: () => 'palette' as const, target: dialogOpened })

/** Opens the palette on its language list. */
export const changeLanguage = defineCommand({ id: 'app.changeLanguage', enabled: $isSignedIn, target: opened })
