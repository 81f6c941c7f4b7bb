import { $hasNext, nextRequested } from '../../model/player/player'
import { defineCommand } from '../command'

export const nextTrack = defineCommand({
  id: 'playback.nextTrack',
  keys: 'Mod+ArrowRight',
  enabled: $hasNext,
  target: nextRequested,
})
