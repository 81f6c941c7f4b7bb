import { createEvent, sample } from 'effector'
import { $hasMedia, bigPlayerToggled } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: bigPlayerToggled })

export const toggleBigPlayer = defineCommand({
  id: 'playback.toggleBigPlayer',
  title: 'commands.playback.toggleBigPlayer',
  category: 'playback',
  keybinding: 'F',
  enabled: $hasMedia,
  run,
})
