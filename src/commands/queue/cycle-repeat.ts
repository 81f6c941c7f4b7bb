import { loopCycled } from '../../model/player/player'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

export const cycleRepeat = defineCommand({
  id: 'queue.cycleRepeat',
  keys: 'R',
  enabled: $isSignedIn,
  target: loopCycled,
})
