import { $hasMedia, playPauseToggled } from '../../model/player/player'
import { defineCommand } from '../command'

export const playPause = defineCommand({
  id: 'playback.playPause',
  keys: 'Space',
  enabled: $hasMedia,
  target: playPauseToggled,
})
