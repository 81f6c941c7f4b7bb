import { createEvent, sample } from 'effector'
import { VOLUME, volumeStepped } from '../../model/player/player'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => -VOLUME.wheelStep, target: volumeStepped })

export const volumeDown = defineCommand({
  id: 'playback.volumeDown',
  title: 'commands.playback.volumeDown',
  category: 'playback',
  keybinding: 'Mod+ArrowDown',
  enabled: $isSignedIn,
  run,
})
