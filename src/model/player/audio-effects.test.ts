import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { BAND_FREQUENCIES } from '../../audio/effects-graph'
import { forkWithShell } from '../../testing/scope'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import {
  $audioEffects,
  $nextEqualizerPreset,
  audioEffectsFromStored,
  crossfadeSecondsChanged,
  crossfadeEnabledChanged,
  EQUALIZER_BANDS,
  EQUALIZER_PRESETS,
  equalizerBandChanged,
  equalizerPreAmpChanged,
  equalizerPresetChosen,
  equalizerEnabledChanged,
} from './audio-effects'
import { audioSettingsReset } from './audio-settings'

describe('crossfade and equaliser settings', () => {
  it('start off: no crossfade, songs of an album kept gapless, a flat equaliser', () => {
    const { crossfade, equalizer } = fork().getState($audioEffects)
    expect(crossfade).toEqual({ enabled: false, seconds: 5, notWithinAlbums: true })
    expect(equalizer).toMatchObject({ enabled: false, preset: 'flat', preAmp: 0 })
    expect(equalizer.bands).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  })

  it('keeps crossfade within 0–12 s and remembers the length while off', async () => {
    const scope = fork()
    await allSettled(crossfadeSecondsChanged, { scope, params: 30 })
    expect(scope.getState($audioEffects).crossfade.seconds).toBe(12)
    await allSettled(crossfadeSecondsChanged, { scope, params: -3 })
    expect(scope.getState($audioEffects).crossfade.seconds).toBe(0)
    await allSettled(crossfadeSecondsChanged, { scope, params: 7 })
    await allSettled(crossfadeEnabledChanged, { scope, params: true })
    expect(scope.getState($audioEffects).crossfade).toMatchObject({ enabled: true, seconds: 7 })
    await allSettled(crossfadeEnabledChanged, { scope, params: false })
    expect(scope.getState($audioEffects).crossfade).toMatchObject({ enabled: false, seconds: 7 })
  })

  it('a preset sets the bands and turns the equaliser on; moving a band makes it custom, within ±12 dB', async () => {
    const scope = fork()
    await allSettled(equalizerPresetChosen, { scope, params: 'bassBoost' })
    expect(scope.getState($audioEffects).equalizer).toMatchObject({ enabled: true, preset: 'bassBoost', bands: EQUALIZER_PRESETS.bassBoost })
    await allSettled(equalizerBandChanged, { scope, params: { index: 9, gain: 20 } })
    const { equalizer } = scope.getState($audioEffects)
    expect(equalizer.preset).toBe('custom')
    expect(equalizer.bands).toEqual([6, 5, 4, 2, 0, 0, 0, 0, 0, 12])
    await allSettled(equalizerPreAmpChanged, { scope, params: -13 })
    expect(scope.getState($audioEffects).equalizer.preAmp).toBe(-12)
    await allSettled(equalizerEnabledChanged, { scope, params: false })
    expect(scope.getState($audioEffects).equalizer.enabled).toBe(false)
  })

  it('Reset to defaults on the Audio page also turns crossfade and the equaliser back to their defaults', async () => {
    const scope = fork()
    await allSettled(crossfadeEnabledChanged, { scope, params: true })
    await allSettled(crossfadeSecondsChanged, { scope, params: 9 })
    await allSettled(equalizerPresetChosen, { scope, params: 'vocal' })
    await allSettled(equalizerPreAmpChanged, { scope, params: -4 })
    await allSettled(audioSettingsReset, { scope })
    expect(scope.getState($audioEffects)).toEqual(fork().getState($audioEffects))
  })

  it('steps through the presets in order, back to the first after the last (custom → Flat)', async () => {
    const scope = fork()
    expect(scope.getState($nextEqualizerPreset)).toEqual({ preset: 'bassBoost' })
    await allSettled(equalizerPresetChosen, { scope, params: 'loudness' })
    expect(scope.getState($nextEqualizerPreset)).toEqual({ preset: 'flat' })
    await allSettled(equalizerBandChanged, { scope, params: { index: 0, gain: 1 } })
    expect(scope.getState($nextEqualizerPreset)).toEqual({ preset: 'flat' })
  })

  it('has at least Flat, Bass boost, Treble boost, Vocal and Loudness, ten bands 31 Hz…16 kHz each', () => {
    expect(Object.keys(EQUALIZER_PRESETS)).toEqual(['flat', 'bassBoost', 'trebleBoost', 'vocal', 'loudness'])
    for (const bands of Object.values(EQUALIZER_PRESETS)) {
      expect(bands).toHaveLength(10)
      for (const gain of bands) expect(Math.abs(gain)).toBeLessThanOrEqual(12)
    }
    expect(EQUALIZER_BANDS).toEqual(BAND_FREQUENCIES)
    expect(EQUALIZER_BANDS[0]).toBe(31)
    expect(EQUALIZER_BANDS.at(-1)).toBe(16000)
  })

  it('are kept across a restart', async () => {
    const first = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope: first.scope })
    await allSettled(crossfadeEnabledChanged, { scope: first.scope, params: true })
    await allSettled(equalizerPresetChosen, { scope: first.scope, params: 'vocal' })
    const second = forkWithShell({ shell: first.shell })
    await allSettled(persistedStoresLoadRequested, { scope: second.scope })
    expect(second.scope.getState($audioEffects).crossfade.enabled).toBe(true)
    expect(second.scope.getState($audioEffects).equalizer).toMatchObject({ enabled: true, preset: 'vocal', bands: EQUALIZER_PRESETS.vocal })
  })

  it('reads stored values with care: out of range clamped, a wrong band count or unknown preset gives Flat', () => {
    const read = audioEffectsFromStored({
      crossfade: { enabled: true, seconds: 99 },
      equalizer: { enabled: true, preset: 'metal', preAmp: 40, bands: [1, 2, 3] },
    })
    expect(read.crossfade).toEqual({ enabled: true, seconds: 12, notWithinAlbums: true })
    expect(read.equalizer).toEqual({ enabled: true, preset: 'flat', preAmp: 12, bands: EQUALIZER_PRESETS.flat })
    const custom = audioEffectsFromStored({ equalizer: { preset: 'custom', bands: [20, 0, 0, 0, 0, 0, 0, 0, 0, -20] } })
    expect(custom.equalizer.bands).toEqual([12, 0, 0, 0, 0, 0, 0, 0, 0, -12])
  })
})
