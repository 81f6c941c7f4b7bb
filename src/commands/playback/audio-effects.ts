import type { EqualizerPreset } from '../../model/player/audio-effects'
import { $nextEqualizerPreset, crossfadeToggleRequested, equalizerPresetRequested, equalizerToggleRequested } from '../../model/player/audio-effects'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/**
 * Signed in: offered everywhere, the Linux desktop app too (its WebKitGTK plays every effect,
 * docs/cross-origin.md). Where a server's streams refuse CORS, the settings say what is missing.
 */
const $effectsOffered = $isSignedIn

/** Equaliser on or off (its bands stay as they were). */
export const toggleEqualizer = defineCommand({
  id: 'playback.effects.toggleEqualizer',
  keys: 'E Q',
  enabled: $effectsOffered,
  target: equalizerToggleRequested,
})

/** Choose a preset: a button passes it; the key and the palette step to the next one. */
export const chooseEqualizerPreset = defineCommand({
  id: 'playback.effects.chooseEqualizerPreset',
  keys: 'E P',
  enabled: $effectsOffered,
  context: $nextEqualizerPreset,
  target: equalizerPresetRequested,
  adapt: ({ preset }: { preset: EqualizerPreset }) => preset,
})

/** Crossfade between songs on or off (its length stays as set). */
export const toggleCrossfade = defineCommand({
  id: 'playback.effects.toggleCrossfade',
  keys: 'C F',
  enabled: $effectsOffered,
  target: crossfadeToggleRequested,
})

export const audioEffectCommands = [toggleEqualizer, chooseEqualizerPreset, toggleCrossfade] as const
