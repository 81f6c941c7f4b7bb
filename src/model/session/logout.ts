import { createEvent, sample } from 'effector'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { navigatedReplacing, ROUTES } from '../navigation/navigation'
import { serverRemoved } from './server-config'

/** Log out asks first (logout confirmation); confirming removes the server config. */
export const logoutRequested = createEvent()
export const logoutConfirmed = createEvent()

sample({ clock: logoutRequested, fn: () => 'logout' as const, target: dialogOpened })
sample({ clock: logoutConfirmed, target: [serverRemoved, dialogClosed] })
sample({ clock: logoutConfirmed, fn: () => ROUTES.serverConfig, target: navigatedReplacing })
