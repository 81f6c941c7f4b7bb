import { $hasPrevious, previousRequested } from '../../model/player/player'
import { defineCommand } from '../command'

export const previousTrack = defineCommand({
  id: 'playback.previousTrack',
  keys: 'Mod+ArrowLeft',
  enabled: $hasPrevious,
  target: previousRequested,
})
