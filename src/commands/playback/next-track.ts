import { createEvent, sample } from 'effector'
import { $hasNext, nextRequested } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: nextRequested })

export const nextTrack = defineCommand({
  id: 'playback.nextTrack',
  title: 'commands.playback.nextTrack',
  category: 'playback',
  keybinding: 'Mod+ArrowRight',
  enabled: $hasNext,
  run,
})
