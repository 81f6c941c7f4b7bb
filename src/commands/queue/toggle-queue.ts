import { createEvent, sample } from 'effector'
import { $hasMedia, queueViewToggled } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: queueViewToggled })

export const toggleQueue = defineCommand({
  id: 'queue.toggleQueue',
  title: 'commands.queue.toggleQueue',
  category: 'queue',
  keybinding: 'Q',
  enabled: $hasMedia,
  run,
})
