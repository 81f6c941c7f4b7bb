import { $hasMedia, queueCleared } from '../../model/player/player'
import { defineCommand } from '../command'

export const clearQueue = defineCommand({
  id: 'queue.clearQueue',
  enabled: $hasMedia,
  target: queueCleared,
})
