import { describe, expect, it } from 'vitest'
import { checkedQuality, chooseQuality, networkOf, nextBitRate, streamOptions, transcodes } from './quality-choice'

const normal = { maxBitRate: 320, format: '' }
const metered = { maxBitRate: 96, format: 'opus' }

describe('choosing the streaming quality', () => {
  it('reads the browser’s connection: save-data or 2G/3G is constrained; no API means untold', () => {
    expect(networkOf(undefined)).toEqual({ told: false, constrained: false })
    expect(networkOf({ effectiveType: '4g' })).toEqual({ told: true, constrained: false })
    expect(networkOf({ effectiveType: '4g', saveData: true })).toEqual({ told: true, constrained: true })
    expect(networkOf({ effectiveType: '3g' })).toEqual({ told: true, constrained: true })
    expect(networkOf({ effectiveType: 'slow-2g' })).toEqual({ told: true, constrained: true })
  })

  it('applies the constrained choice only when the browser says the connection is constrained and one is set', () => {
    expect(chooseQuality({ normal, constrained: metered }, { told: true, constrained: true })).toBe(metered)
    expect(chooseQuality({ normal, constrained: metered }, { told: true, constrained: false })).toBe(normal)
    expect(chooseQuality({ normal, constrained: metered }, { told: false, constrained: false })).toBe(normal)
    expect(chooseQuality({ normal, constrained: null }, { told: true, constrained: true })).toBe(normal)
  })

  it('always sends maxBitRate (0: no limit), and format only when one is chosen', () => {
    expect(streamOptions({ maxBitRate: 0, format: '' })).toEqual({ maxBitRate: 0 })
    expect(streamOptions(metered)).toEqual({ maxBitRate: 96, format: 'opus' })
    expect(transcodes({ maxBitRate: 0, format: '' })).toBe(false)
    expect(transcodes({ maxBitRate: 0, format: 'mp3' })).toBe(true)
    expect(transcodes(normal)).toBe(true)
  })

  it('steps through the bitrates and back to no limit; stored values it does not know fall back to the original', () => {
    expect(nextBitRate(0)).toBe(320)
    expect(nextBitRate(128)).toBe(96)
    expect(nextBitRate(32)).toBe(0)
    expect(nextBitRate(1000)).toBe(0)
    expect(checkedQuality({ maxBitRate: 128, format: 'mp3' })).toEqual({ maxBitRate: 128, format: 'mp3' })
    expect(checkedQuality({ maxBitRate: 127, format: 'flac' })).toEqual({ maxBitRate: 0, format: '' })
    expect(checkedQuality(undefined)).toEqual({ maxBitRate: 0, format: '' })
  })
})
