import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import {
  $autoFullscreen,
  $preferSyncedLyrics,
  $replayGain,
  audioSettingsReset,
  autoFullscreenChanged,
  defaultGainChanged,
  preAmpChanged,
  preferSyncedLyricsChanged,
  REPLAY_GAIN_DEFAULTS,
  replayGainEnabledChanged,
  replayGainFailed,
  replayGainModeChanged,
} from './audio-settings'

describe('audio settings', () => {
  it('clamps pre-amp to -15..15 and default gain to -10..-1', async () => {
    const scope = fork()
    await allSettled(preAmpChanged, { scope, params: 20 })
    await allSettled(defaultGainChanged, { scope, params: 0 })
    expect(scope.getState($replayGain)).toMatchObject({ preAmp: 15, defaultGain: -1 })
    await allSettled(preAmpChanged, { scope, params: -40 })
    await allSettled(defaultGainChanged, { scope, params: -30 })
    expect(scope.getState($replayGain)).toMatchObject({ preAmp: -15, defaultGain: -10 })
  })

  it('cannot be enabled while the error flag is set', async () => {
    const scope = fork()
    await allSettled(replayGainFailed, { scope })
    await allSettled(replayGainEnabledChanged, { scope, params: true })
    expect(scope.getState($replayGain)).toMatchObject({ enabled: false, error: true })
  })

  it('reset restores the default audio settings', async () => {
    const scope = fork()
    await allSettled(replayGainEnabledChanged, { scope, params: true })
    await allSettled(replayGainModeChanged, { scope, params: 'album' })
    await allSettled(preAmpChanged, { scope, params: 4 })
    await allSettled(preferSyncedLyricsChanged, { scope, params: true })
    await allSettled(autoFullscreenChanged, { scope, params: true })
    await allSettled(audioSettingsReset, { scope })
    expect(scope.getState($replayGain)).toEqual(REPLAY_GAIN_DEFAULTS)
    expect(REPLAY_GAIN_DEFAULTS).toEqual({ enabled: false, mode: 'track', preAmp: 0, error: false, defaultGain: -6 })
    expect(scope.getState($preferSyncedLyrics)).toBe(false)
    expect(scope.getState($autoFullscreen)).toBe(false)
  })
})
