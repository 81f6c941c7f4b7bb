import { $hasMedia, bigPlayerToggled } from '../../model/player/player'
import { defineCommand } from '../command'

export const toggleBigPlayer = defineCommand({
  id: 'playback.toggleBigPlayer',
  keys: 'F',
  enabled: $hasMedia,
  target: bigPlayerToggled,
})
