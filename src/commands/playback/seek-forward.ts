import { $hasMedia, SEEK_STEP_SECONDS, seekedBy } from '../../model/player/player'
import { defineCommand } from '../command'

export const seekForward = defineCommand({
  id: 'playback.seekForward',
  keys: 'Shift+ArrowRight',
  enabled: $hasMedia,
  target: seekedBy,
  adapt: () => SEEK_STEP_SECONDS,
})
