import { shuffleAllRequested } from '../../model/library/lazy-requests'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Random songs of the whole library; the queue grows as they play. */
export const shuffleAll = defineCommand({
  id: 'queue.mix.shuffleAll',
  keys: 'Shift+X',
  enabled: $isSignedIn,
  target: shuffleAllRequested,
})
