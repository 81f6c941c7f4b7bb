import { $isSignedIn } from '../../model/session/signed-in'
import { VOLUME, volumeStepped } from '../../model/player/player'
import { defineCommand } from '../command'

export const volumeDown = defineCommand({
  id: 'playback.volumeDown',
  keys: 'Mod+ArrowDown',
  enabled: $isSignedIn,
  target: volumeStepped,
  adapt: () => -VOLUME.wheelStep,
})
