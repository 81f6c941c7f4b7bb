import { createEvent, sample } from 'effector'
import { $hasMedia, SEEK_STEP_SECONDS, seekedBy } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => -SEEK_STEP_SECONDS, target: seekedBy })

export const seekBackward = defineCommand({
  id: 'playback.seekBackward',
  title: 'commands.playback.seekBackward',
  category: 'playback',
  keybinding: 'Shift+ArrowLeft',
  enabled: $hasMedia,
  run,
})
