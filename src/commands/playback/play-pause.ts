import { createEvent, sample } from 'effector'
import { $hasMedia, playPauseToggled } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: playPauseToggled })

export const playPause = defineCommand({
  id: 'playback.playPause',
  title: 'commands.playback.playPause',
  category: 'playback',
  keybinding: 'Space',
  enabled: $hasMedia,
  run,
})
