import { createEvent, sample } from 'effector'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => ROUTES.search, target: navigated })

/** Opens the Search page (artists, albums and songs of the library). */
export const goToSearch = defineCommand({
  id: 'library.search',
  title: 'commands.library.search',
  category: 'library',
  keybinding: 'G F',
  enabled: $isSignedIn,
  run,
})
