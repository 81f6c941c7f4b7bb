import { $hasMedia, $mediaType } from '../../model/player/player'
import { speedChosen, speedResetRequested, speedStepped } from '../../model/listening/playback-speed'
import { and } from 'patronum'
import { defineCommand } from '../command'

/** Songs play, not a radio: a radio's stream has one speed. */
const $songPlays = and($hasMedia, $mediaType.map((type) => type === 'song'))

export const fasterSpeed = defineCommand({
  id: 'playback.listening.faster',
  keys: '>',
  enabled: $songPlays,
  target: speedStepped,
  adapt: () => 1 as const,
})

export const slowerSpeed = defineCommand({
  id: 'playback.listening.slower',
  keys: '<',
  enabled: $songPlays,
  target: speedStepped,
  adapt: () => -1 as const,
})

export const resetSpeed = defineCommand({
  id: 'playback.listening.resetSpeed',
  keys: 'P S',
  enabled: $songPlays,
  target: speedResetRequested,
})

/** A speed its caller chooses (the bar's speed menu). */
export const setSpeed = defineCommand({
  id: 'playback.listening.setSpeed',
  payloadOnly: true,
  enabled: $songPlays,
  target: speedChosen,
  adapt: ({ speed }: { speed: number }) => speed,
})

export const playbackSpeedCommands = [fasterSpeed, slowerSpeed, resetSpeed, setSpeed] as const
