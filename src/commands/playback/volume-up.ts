import { $isSignedIn } from '../../model/session/signed-in'
import { VOLUME, volumeStepped } from '../../model/player/player'
import { defineCommand } from '../command'

export const volumeUp = defineCommand({
  id: 'playback.volumeUp',
  keys: 'Mod+ArrowUp',
  enabled: $isSignedIn,
  target: volumeStepped,
  adapt: () => VOLUME.wheelStep,
})
