import { combine } from 'effector'
import { $shell } from '../../model/host/shell'
import { $isSignedIn } from '../../model/session/signed-in'
import { updateCheckForced } from '../../model/update/update-requests'
import { defineCommand } from '../command'

/** Desktop only: the browser build has no updater, so the command does not exist there. */
export const checkForUpdates = defineCommand({
  id: 'app.checkForUpdates',
  enabled: combine($isSignedIn, $shell, (signedIn, shell) => signedIn && shell.updater !== null),
  target: updateCheckForced,
})
