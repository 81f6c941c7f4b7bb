import { createEvent, sample } from 'effector'
import { muteToggled } from '../../model/player/player'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, target: muteToggled })

export const toggleMute = defineCommand({
  id: 'playback.toggleMute',
  title: 'commands.playback.toggleMute',
  category: 'playback',
  keybinding: 'M',
  enabled: $isSignedIn,
  run,
})
