import { createEvent, sample } from 'effector'
import { $hasPrevious, previousRequested } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: previousRequested })

export const previousTrack = defineCommand({
  id: 'playback.previousTrack',
  title: 'commands.playback.previousTrack',
  category: 'playback',
  keybinding: 'Mod+ArrowLeft',
  enabled: $hasPrevious,
  run,
})
