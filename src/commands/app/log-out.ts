import { $isSignedIn } from '../../model/session/signed-in'
import { logoutRequested } from '../../model/session/logout'
import { defineCommand } from '../command'

/** Asks for confirmation first (model/session/logout.ts). */
export const logOut = defineCommand({ id: 'app.logOut', enabled: $isSignedIn, target: logoutRequested })
