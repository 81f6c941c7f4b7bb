import { describe, expect, it } from 'vitest'
import { equalPowerCurve } from './effects-graph'

describe('the crossfade curve', () => {
  it('is equal-power: out² + in² = 1 at every point, from full to silent and back', () => {
    const fadeOut = equalPowerCurve('out')
    const fadeIn = equalPowerCurve('in')
    expect(fadeOut[0]).toBe(1)
    expect(fadeOut.at(-1)).toBeCloseTo(0, 6)
    expect(fadeIn[0]).toBe(0)
    expect(fadeIn.at(-1)).toBeCloseTo(1, 6)
    for (let i = 0; i < fadeOut.length; i++) expect(fadeOut[i]! ** 2 + fadeIn[i]! ** 2).toBeCloseTo(1, 5)
    // Halfway each song plays at −3 dB, not −6 dB as with a linear fade.
    const middle = equalPowerCurve('out', 3)[1]!
    expect(20 * Math.log10(middle)).toBeCloseTo(-3.01, 1)
  })

  it('falls (out) and rises (in) without a step', () => {
    const fadeOut = equalPowerCurve('out')
    const fadeIn = equalPowerCurve('in')
    for (let i = 1; i < fadeOut.length; i++) {
      expect(fadeOut[i]!).toBeLessThan(fadeOut[i - 1]!)
      expect(fadeIn[i]!).toBeGreaterThan(fadeIn[i - 1]!)
      expect(Math.abs(fadeIn[i]! - fadeIn[i - 1]!)).toBeLessThan(0.02)
    }
  })
})
