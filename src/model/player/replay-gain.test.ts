import { describe, expect, it } from 'vitest'
import { REPLAY_GAIN_DEFAULTS } from './audio-settings'
import { replayGainFactor } from './replay-gain'

const on = { ...REPLAY_GAIN_DEFAULTS, enabled: true }
const song = { id: 's', title: 'S', replayGain: { trackGain: -8, albumGain: -4, trackPeak: 0.5, albumPeak: 0.9 } }
const db = (factor: number | null) => 20 * Math.log10(factor ?? Number.NaN)

describe('ReplayGain factor', () => {
  it('is off when disabled or in error', () => {
    expect(replayGainFactor(song, REPLAY_GAIN_DEFAULTS)).toBeNull()
    expect(replayGainFactor(song, { ...on, error: true })).toBeNull()
  })

  it('uses the track or album gain plus the pre-amp', () => {
    expect(db(replayGainFactor(song, on))).toBeCloseTo(-8)
    expect(db(replayGainFactor(song, { ...on, mode: 'album', preAmp: 2 }))).toBeCloseTo(-2)
  })

  it('uses the default gain (initially -6 dB) for untagged songs', () => {
    expect(db(replayGainFactor({ id: 'u', title: 'U' }, on))).toBeCloseTo(-6)
    expect(db(replayGainFactor({ id: 'u', title: 'U' }, { ...on, defaultGain: -10, preAmp: 3 }))).toBeCloseTo(-7)
  })

  it('keeps a loud song from clipping through its peak', () => {
    const loud = { id: 'l', title: 'L', replayGain: { trackGain: 6, trackPeak: 0.8 } }
    expect(replayGainFactor(loud, on)).toBeCloseTo(1 / 0.8)
  })
})

describe('ReplayGain bounds on server tags', () => {
  it('clamps an absurd gain tag to +15 dB instead of ×1000', () => {
    const absurd = { id: 'a', title: 'A', replayGain: { trackGain: 60 } }
    expect(db(replayGainFactor(absurd, on))).toBeCloseTo(15)
    expect(db(replayGainFactor({ id: 'q', title: 'Q', replayGain: { trackGain: -200 } }, on))).toBeCloseTo(-30)
  })

  it('clamps the pre-amp added to the gain too', () => {
    expect(db(replayGainFactor({ id: 'p', title: 'P', replayGain: { trackGain: -8 } }, { ...on, preAmp: 40 }))).toBeCloseTo(15)
  })

  it('ignores tags that are not finite numbers and falls back to the other tag', () => {
    const broken = { id: 'b', title: 'B', replayGain: { trackGain: Number.POSITIVE_INFINITY, albumGain: -3, trackPeak: Number.NaN } }
    const factor = replayGainFactor(broken, on)
    expect(Number.isFinite(factor)).toBe(true)
    expect(db(factor)).toBeCloseTo(-3)
  })

  it('still lets the peak hold a clamped gain below clipping', () => {
    const loud = { id: 'l', title: 'L', replayGain: { trackGain: 60, trackPeak: 0.5 } }
    expect(replayGainFactor(loud, on)).toBeCloseTo(2)
  })
})
