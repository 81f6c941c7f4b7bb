import { de } from 'date-fns/locale/de'
import { fr } from 'date-fns/locale/fr'
import { describe, expect, it } from 'vitest'
import { formatAbsoluteDate, formatRelativeDate } from './dates'
import { formatDuration, totalDuration } from './duration'
import { formatBitRate, formatFileSize, formatGain } from './numbers'

describe('formatDuration', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour on', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(5)).toBe('0:05')
    expect(formatDuration(245.7)).toBe('4:05')
    expect(formatDuration(3600)).toBe('1:00:00')
    expect(formatDuration(3 * 3600 + 7 * 60 + 9)).toBe('3:07:09')
  })
  it('is empty for unknown values', () => {
    expect(formatDuration(undefined)).toBe('')
    expect(formatDuration(Number.NaN)).toBe('')
  })
  it('sums durations, unknown as zero', () => {
    expect(totalDuration([{ duration: 5 }, {}, { duration: 7 }])).toBe(12)
  })
})

describe('numbers', () => {
  it('formats sizes in the language', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 B')
    expect(formatFileSize(4.25 * 1024 * 1024, 'en-US')).toBe('4.3 MB')
    expect(formatFileSize(4.25 * 1024 * 1024, 'de')).toBe('4,3 MB')
  })
  it('formats bit rates and gains', () => {
    expect(formatBitRate(320, 'en-US')).toBe('320 kbps')
    expect(formatBitRate(undefined, 'en-US')).toBe('')
    expect(formatGain(-6.2, 'en-US')).toBe('-6.20 dB')
    expect(formatGain(1.5, 'en-US')).toBe('+1.50 dB')
  })
})

describe('dates', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('writes relative dates in the locale', () => {
    expect(formatRelativeDate('2026-11-20T12:00:00Z', now, undefined)).toBe('3 days ago')
    expect(formatRelativeDate('2026-11-20T12:00:00Z', now, fr)).toBe('il y a 3 jours')
    expect(formatRelativeDate('not a date', now, undefined)).toBe('')
  })
  it('writes absolute dates in the locale', () => {
    expect(formatAbsoluteDate('2026-11-20T12:00:00Z', undefined)).toBe('Nov 20, 2026')
    expect(formatAbsoluteDate('2026-11-20T12:00:00Z', de)).toBe('20. Nov. 2026')
  })
})
