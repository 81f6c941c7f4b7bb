import { volumeChanged, volumeWheeled } from '../../model/player/player'
import { defineCommand } from '../command'

/** Sets the volume (0–100): the volume slider passes `{ volume }`. */
export const setVolume = defineCommand({
  id: 'playback.setVolume',
  payloadOnly: true,
  target: volumeChanged,
  adapt: ({ volume }: { readonly volume: number }) => volume,
})

/** Turns the volume by a mouse wheel's `{ deltaY }` over the volume control. */
export const wheelVolume = defineCommand({
  id: 'playback.wheelVolume',
  payloadOnly: true,
  target: volumeWheeled,
})
