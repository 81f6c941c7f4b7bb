import { createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import { persistStore } from '../persistence/persist-store'
import { toastShown } from '../toasts/toasts'
import { audioSettingsReset } from './audio-settings'

/** Crossfade length between songs, in seconds (0: gapless, as with crossfade off). */
export const CROSSFADE = { min: 0, max: 12, step: 1, initial: 5 } as const
/** The equaliser's ten bands (centre frequencies, Hz) and their gain range in dB. */
export const EQUALIZER_BANDS = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const
export const BAND_GAIN = { min: -12, max: 12, step: 1 } as const
export const EQUALIZER_PRE_AMP = { min: -12, max: 12, step: 1, initial: 0 } as const

export const EQUALIZER_PRESETS = {
  flat: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  bassBoost: [6, 5, 4, 2, 0, 0, 0, 0, 0, 0],
  trebleBoost: [0, 0, 0, 0, 0, 0, 2, 4, 5, 6],
  vocal: [-3, -2, -1, 0, 2, 4, 4, 2, 0, -1],
  loudness: [5, 4, 2, 0, -1, 0, 0, 1, 3, 4],
} as const satisfies Record<string, readonly number[]>
export type EqualizerPreset = keyof typeof EQUALIZER_PRESETS
export const PRESET_NAMES = Object.keys(EQUALIZER_PRESETS) as EqualizerPreset[]

export interface CrossfadeSettings {
  readonly enabled: boolean
  readonly seconds: number
  /** Songs of one album played in order follow each other without a crossfade (default). */
  readonly notWithinAlbums: boolean
}

export interface EqualizerSettings {
  readonly enabled: boolean
  /** The preset the bands come from; 'custom' once a band is moved by hand. */
  readonly preset: EqualizerPreset | 'custom'
  readonly preAmp: number
  /** dB per band of EQUALIZER_BANDS. */
  readonly bands: readonly number[]
}

export interface AudioEffects {
  readonly crossfade: CrossfadeSettings
  readonly equalizer: EqualizerSettings
}

export const AUDIO_EFFECTS_DEFAULTS: AudioEffects = {
  crossfade: { enabled: false, seconds: CROSSFADE.initial, notWithinAlbums: true },
  equalizer: { enabled: false, preset: 'flat', preAmp: EQUALIZER_PRE_AMP.initial, bands: EQUALIZER_PRESETS.flat },
}

const clamp = (value: number, range: { min: number; max: number }) =>
  Number.isFinite(value) ? Math.min(range.max, Math.max(range.min, Math.round(value))) : 0

export const crossfadeEnabledChanged = createEvent<boolean>()
export const crossfadeSecondsChanged = createEvent<number>()
export const crossfadeNotWithinAlbumsChanged = createEvent<boolean>()
export const equalizerEnabledChanged = createEvent<boolean>()
/** Chooses a preset (and turns the equaliser on: choosing one means wanting to hear it). */
export const equalizerPresetChosen = createEvent<EqualizerPreset>()
export const equalizerBandChanged = createEvent<{ readonly index: number; readonly gain: number }>()
export const equalizerPreAmpChanged = createEvent<number>()

const withCrossfade = (state: AudioEffects, change: Partial<CrossfadeSettings>): AudioEffects => ({
  ...state,
  crossfade: { ...state.crossfade, ...change },
})
const withEqualizer = (state: AudioEffects, change: Partial<EqualizerSettings>): AudioEffects => ({
  ...state,
  equalizer: { ...state.equalizer, ...change },
})

export const $audioEffects = createStore<AudioEffects>(AUDIO_EFFECTS_DEFAULTS)
  .on(crossfadeEnabledChanged, (state, enabled) => withCrossfade(state, { enabled }))
  .on(crossfadeSecondsChanged, (state, seconds) => withCrossfade(state, { seconds: clamp(seconds, CROSSFADE) }))
  .on(crossfadeNotWithinAlbumsChanged, (state, notWithinAlbums) => withCrossfade(state, { notWithinAlbums }))
  .on(equalizerEnabledChanged, (state, enabled) => withEqualizer(state, { enabled }))
  .on(equalizerPresetChosen, (state, preset) =>
    EQUALIZER_PRESETS[preset] ? withEqualizer(state, { enabled: true, preset, bands: EQUALIZER_PRESETS[preset] }) : state,
  )
  .on(equalizerBandChanged, (state, { index, gain }) =>
    index >= 0 && index < EQUALIZER_BANDS.length
      ? withEqualizer(state, {
          preset: 'custom',
          bands: state.equalizer.bands.map((band, i) => (i === index ? clamp(gain, BAND_GAIN) : band)),
        })
      : state,
  )
  .on(equalizerPreAmpChanged, (state, preAmp) => withEqualizer(state, { preAmp: clamp(preAmp, EQUALIZER_PRE_AMP) }))
  // The Audio page's Reset to defaults covers everything on the page.
  .on(audioSettingsReset, () => AUDIO_EFFECTS_DEFAULTS)

/** The preset after the chosen one (for the key and palette entry that steps through them). */
export const $nextEqualizerPreset = $audioEffects.map(({ equalizer }) => {
  const index = PRESET_NAMES.indexOf(equalizer.preset as EqualizerPreset)
  return { preset: PRESET_NAMES[(index + 1) % PRESET_NAMES.length]! }
})

/**
 * Whether Web Audio can be used for what plays now (an AudioContext exists and the stream is on
 * the page's origin): without it crossfade and the equaliser are off, and the settings say so.
 */
export const webAudioChecked = createEvent<boolean>()
export const $webAudioUsable = createStore(true, { serialize: 'ignore' }).on(webAudioChecked, (_, usable) => usable)

const Stored = t.partial({
  crossfade: t.partial({ enabled: t.boolean, seconds: t.number, notWithinAlbums: t.boolean }),
  equalizer: t.partial({
    enabled: t.boolean,
    preset: t.string,
    preAmp: t.number,
    bands: t.array(t.number),
  }),
})
type Stored = t.TypeOf<typeof Stored>

/** Stored settings, checked: out-of-range numbers are clamped, an unknown preset or wrong band count dropped. */
export function audioEffectsFromStored(stored: Stored): AudioEffects {
  const crossfade = { ...AUDIO_EFFECTS_DEFAULTS.crossfade, ...stored.crossfade }
  const equalizer = stored.equalizer ?? {}
  const bands = equalizer.bands?.length === EQUALIZER_BANDS.length ? equalizer.bands.map((gain) => clamp(gain, BAND_GAIN)) : undefined
  const preset = equalizer.preset === 'custom' || (equalizer.preset ?? '') in EQUALIZER_PRESETS ? (equalizer.preset as EqualizerPreset | 'custom') : undefined
  return {
    crossfade: { ...crossfade, seconds: clamp(crossfade.seconds, CROSSFADE) },
    equalizer: {
      enabled: equalizer.enabled ?? false,
      preAmp: clamp(equalizer.preAmp ?? 0, EQUALIZER_PRE_AMP),
      ...(bands && preset ? { preset, bands } : { preset: 'flat', bands: EQUALIZER_PRESETS.flat }),
    },
  }
}

/** The stored document, read through audioEffectsFromStored. */
const StoredEffects = new t.Type<AudioEffects, AudioEffects, unknown>(
  'AudioEffects',
  (u): u is AudioEffects => typeof u === 'object' && u !== null && 'crossfade' in u && 'equalizer' in u,
  (u, c) => {
    const decoded = Stored.validate(u, c)
    return isLeft(decoded) ? decoded : t.success(audioEffectsFromStored(decoded.right))
  },
  t.identity,
)

persistStore({ store: $audioEffects, key: 'audioEffects', version: 1, codec: StoredEffects, pick: (state) => state })

/**
 * The commands' way in (a key or the palette changes these out of sight of the settings): the
 * same changes, then a toast says what they are now.
 */
export const crossfadeToggleRequested = createEvent()
export const equalizerToggleRequested = createEvent()
export const equalizerPresetRequested = createEvent<EqualizerPreset>()

const crossfadeCommanded = sample({ clock: crossfadeToggleRequested, source: $audioEffects, fn: ({ crossfade }) => ({ ...crossfade, enabled: !crossfade.enabled }) })
sample({ clock: crossfadeCommanded, fn: ({ enabled }) => enabled, target: crossfadeEnabledChanged })
sample({
  clock: crossfadeCommanded,
  fn: ({ enabled, seconds }) => ({ tone: 'info' as const, message: enabled ? 'audioEffects.crossfadeOn' : 'audioEffects.crossfadeOff', values: { seconds } }),
  target: toastShown,
})
const equalizerCommanded = sample({ clock: equalizerToggleRequested, source: $audioEffects, fn: ({ equalizer }) => !equalizer.enabled })
sample({ clock: equalizerCommanded, target: equalizerEnabledChanged })
sample({
  clock: equalizerCommanded,
  fn: (enabled) => ({ tone: 'info' as const, message: enabled ? 'audioEffects.equalizerOn' : 'audioEffects.equalizerOff' }),
  target: toastShown,
})
const presetCommanded = sample({ clock: equalizerPresetRequested, filter: (preset) => preset in EQUALIZER_PRESETS })
sample({ clock: presetCommanded, target: equalizerPresetChosen })
sample({ clock: presetCommanded, fn: (preset) => ({ tone: 'info' as const, message: `audioEffects.presets.${preset}` }), target: toastShown })
