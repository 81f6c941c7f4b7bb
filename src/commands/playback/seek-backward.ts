import { $hasMedia, SEEK_STEP_SECONDS, seekedBy } from '../../model/player/player'
import { defineCommand } from '../command'

export const seekBackward = defineCommand({
  id: 'playback.seekBackward',
  keys: 'Shift+ArrowLeft',
  enabled: $hasMedia,
  target: seekedBy,
  adapt: () => -SEEK_STEP_SECONDS,
})
