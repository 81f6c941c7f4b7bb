import { createEvent, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { palettePageOpened } from '../../model/dialogs/palette-page'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const opened = createEvent()
sample({ clock: opened, fn: () => 'themes' as const, target: palettePageOpened })
sample({ clock: opened, fn: () => 'palette' as const, target: dialogOpened })

/** Opens the palette on its theme list: each highlighted theme is previewed, Enter keeps it. */
export const changeTheme = defineCommand({ id: 'app.changeTheme', enabled: $isSignedIn, target: opened })
