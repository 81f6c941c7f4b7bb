import { createEvent, sample } from 'effector'
import { $hasMedia, queueCleared } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: queueCleared })

export const clearQueue = defineCommand({
  id: 'queue.clearQueue',
  title: 'commands.queue.clearQueue',
  category: 'queue',
  enabled: $hasMedia,
  run,
})
