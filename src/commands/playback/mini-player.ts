import { combine } from 'effector'
import { $miniPlayerOpen, miniPlayerToggleRequested } from '../../model/listening/mini-player'
import { $hasMedia } from '../../model/player/player'
import { defineCommand } from '../command'

/** Opens the mini player while something plays; closes it at any time. */
export const toggleMiniPlayer = defineCommand({
  id: 'playback.listening.toggleMiniPlayer',
  keys: 'O M',
  enabled: combine($hasMedia, $miniPlayerOpen, (has, open) => has || open),
  target: miniPlayerToggleRequested,
})
