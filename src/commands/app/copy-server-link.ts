import { copyServerLinkFx } from '../../model/server/copy-server-link'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Copies the server's address for sharing (About). */
export const copyServerLink = defineCommand({
  id: 'app.copyServerLink',
  enabled: $isSignedIn,
  target: copyServerLinkFx.prepend<void>(() => undefined),
})
