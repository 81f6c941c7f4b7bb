import { createEvent, sample } from 'effector'
import { loopCycled } from '../../model/player/player'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: loopCycled })

export const cycleRepeat = defineCommand({
  id: 'queue.cycleRepeat',
  title: 'commands.queue.cycleRepeat',
  category: 'queue',
  keybinding: 'R',
  enabled: $isSignedIn,
  run,
})
