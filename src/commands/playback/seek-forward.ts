import { createEvent, sample } from 'effector'
import { $hasMedia, SEEK_STEP_SECONDS, seekedBy } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => SEEK_STEP_SECONDS, target: seekedBy })

export const seekForward = defineCommand({
  id: 'playback.seekForward',
  title: 'commands.playback.seekForward',
  category: 'playback',
  keybinding: 'Shift+ArrowRight',
  enabled: $hasMedia,
  run,
})
