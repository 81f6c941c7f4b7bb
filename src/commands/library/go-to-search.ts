import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Opens the Search page (artists, albums and songs of the library). */
export const goToSearch = defineCommand({
  id: 'library.search',
  keys: 'G F',
  enabled: $isSignedIn,
  target: navigated,
  adapt: () => ROUTES.search,
})
