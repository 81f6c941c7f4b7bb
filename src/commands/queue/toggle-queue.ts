import { $hasMedia, queueViewToggled } from '../../model/player/player'
import { defineCommand } from '../command'

export const toggleQueue = defineCommand({
  id: 'queue.toggleQueue',
  keys: 'Q',
  enabled: $hasMedia,
  target: queueViewToggled,
})
