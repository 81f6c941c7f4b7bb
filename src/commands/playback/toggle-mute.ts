import { $isSignedIn } from '../../model/session/signed-in'
import { muteToggled } from '../../model/player/player'
import { defineCommand } from '../command'

export const toggleMute = defineCommand({
  id: 'playback.toggleMute',
  keys: 'M',
  enabled: $isSignedIn,
  target: muteToggled,
})
