import { createEvent, createStore } from 'effector'

/** ReplayGain limits and defaults. */
export const PRE_AMP = { min: -15, max: 15, step: 1, initial: 0 } as const
export const DEFAULT_GAIN = { min: -10, max: -1, step: 1, initial: -6 } as const

export type ReplayGainMode = 'track' | 'album'

export interface ReplayGainSettings {
  readonly enabled: boolean
  readonly mode: ReplayGainMode
  /** dB added to every song's gain, -15..15. */
  readonly preAmp: number
  /** Set when Web Audio is unavailable or failed: ReplayGain is off and its toggle disabled. */
  readonly error: boolean
  /** dB applied to songs without ReplayGain tags, -10..-1. */
  readonly defaultGain: number
}

export const REPLAY_GAIN_DEFAULTS: ReplayGainSettings = {
  enabled: false,
  mode: 'track',
  preAmp: PRE_AMP.initial,
  error: false,
  defaultGain: DEFAULT_GAIN.initial,
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)))

export const replayGainEnabledChanged = createEvent<boolean>()
export const replayGainModeChanged = createEvent<ReplayGainMode>()
export const preAmpChanged = createEvent<number>()
export const defaultGainChanged = createEvent<number>()
/** Web Audio could not be used (no AudioContext, or a cross-origin stream without CORS). */
export const replayGainFailed = createEvent()
export const preferSyncedLyricsChanged = createEvent<boolean>()
export const autoFullscreenChanged = createEvent<boolean>()
/** Reset: fullscreen off, synced lyrics off, ReplayGain off, track mode, pre-amp 0, no error, default gain -6. */
export const audioSettingsReset = createEvent()

export const $replayGain = createStore<ReplayGainSettings>(REPLAY_GAIN_DEFAULTS)
  .on(replayGainEnabledChanged, (state, enabled) => ({ ...state, enabled: enabled && !state.error }))
  .on(replayGainModeChanged, (state, mode) => ({ ...state, mode }))
  .on(preAmpChanged, (state, value) => ({ ...state, preAmp: clamp(value, PRE_AMP.min, PRE_AMP.max) }))
  .on(defaultGainChanged, (state, value) => ({
    ...state,
    defaultGain: clamp(value, DEFAULT_GAIN.min, DEFAULT_GAIN.max),
  }))
  .on(replayGainFailed, (state) => ({ ...state, enabled: false, error: true }))
  .on(audioSettingsReset, () => REPLAY_GAIN_DEFAULTS)

export const $preferSyncedLyrics = createStore(false)
  .on(preferSyncedLyricsChanged, (_, value) => value)
  .on(audioSettingsReset, () => false)

export const $autoFullscreen = createStore(false)
  .on(autoFullscreenChanged, (_, value) => value)
  .on(audioSettingsReset, () => false)

/** The stored settings read back at start-up. */
export const audioSettingsRestored = createEvent<{
  readonly replayGain?: Partial<ReplayGainSettings>
  readonly preferSyncedLyrics?: boolean
  readonly autoFullscreenEnabled?: boolean
}>()
$replayGain.on(audioSettingsRestored, (state, stored) => {
  const merged = { ...state, ...stored.replayGain }
  return {
    ...merged,
    preAmp: clamp(merged.preAmp, PRE_AMP.min, PRE_AMP.max),
    defaultGain: clamp(merged.defaultGain, DEFAULT_GAIN.min, DEFAULT_GAIN.max),
  }
})
$preferSyncedLyrics.on(audioSettingsRestored, (state, stored) => stored.preferSyncedLyrics ?? state)
$autoFullscreen.on(audioSettingsRestored, (state, stored) => stored.autoFullscreenEnabled ?? state)
