import { $isSignedIn } from '../../model/session/signed-in'
import { logoutRequested } from '../../model/session/logout'
import { defineCommand } from '../command'

/** Asks for confirmation first (model/session/logout.ts). */
export const logOut = defineCommand({
  id: 'session.logOut',
  title: 'commands.session.logOut',
  category: 'app',
  enabled: $isSignedIn,
  run: logoutRequested,
})
