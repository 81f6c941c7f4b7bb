import { describe, expect, it } from 'vitest'
import { currentLineIndex } from './lyrics'

const synced = {
  artist: 'A',
  title: 'T',
  value: 'one\ntwo\nthree',
  synced: true,
  source: 'server' as const,
  lines: [
    { start: 500, text: 'one' },
    { start: 1750, text: 'two' },
    { start: 3000, text: 'three' },
  ],
}

describe('the current lyrics line', () => {
  it('is the last line that has started', () => {
    expect(currentLineIndex(synced, 0)).toBe(-1)
    expect(currentLineIndex(synced, 0.5)).toBe(0)
    expect(currentLineIndex(synced, 2)).toBe(1)
    expect(currentLineIndex(synced, 99)).toBe(2)
  })

  it('is none for unsynced lyrics', () => {
    expect(currentLineIndex({ ...synced, synced: false }, 2)).toBe(-1)
  })
})
