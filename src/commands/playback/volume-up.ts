import { createEvent, sample } from 'effector'
import { VOLUME, volumeStepped } from '../../model/player/player'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => VOLUME.wheelStep, target: volumeStepped })

export const volumeUp = defineCommand({
  id: 'playback.volumeUp',
  title: 'commands.playback.volumeUp',
  category: 'playback',
  keybinding: 'Mod+ArrowUp',
  enabled: $isSignedIn,
  run,
})
