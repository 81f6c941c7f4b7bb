import { describe, expect, it } from 'vitest'
import { ADDRESS_BUDGET_CHARS, listHash, queueFingerprint, savedWindow, SONGS_BEFORE } from './saved-window'

const ids = (count: number) => Array.from({ length: count }, (_, i) => `song-${i}`)

describe('what of the queue is saved on the server', () => {
  it('a queue that fits is saved whole', () => {
    expect(savedWindow(ids(20), 7, ADDRESS_BUDGET_CHARS)).toEqual({ ids: ids(20), currentIndex: 7 })
  })

  it('a long queue is saved from a few songs before the current one, within the budget', () => {
    const all = ids(100_000)
    const window = savedWindow(all, 50_000, ADDRESS_BUDGET_CHARS)
    expect(window.ids[0]).toBe(`song-${50_000 - SONGS_BEFORE}`)
    expect(window.ids[window.currentIndex]).toBe('song-50000')
    expect(window.ids.reduce((sum, id) => sum + id.length + 4, 0)).toBeLessThanOrEqual(ADDRESS_BUDGET_CHARS)
    expect(window.ids.length).toBeGreaterThan(100)
  })

  it('the current song is kept even when its id alone is over the budget', () => {
    const window = savedWindow(['a', 'x'.repeat(50), 'b'], 1, 10)
    expect(window.ids[window.currentIndex]).toBe('x'.repeat(50))
  })

  it('fingerprints tell order, content and the current index apart', () => {
    expect(listHash(['a', 'b'])).not.toBe(listHash(['b', 'a']))
    expect(listHash(['ab'])).not.toBe(listHash(['a', 'b']))
    expect(queueFingerprint(['a', 'b'], 0)).not.toBe(queueFingerprint(['a', 'b'], 1))
    expect(queueFingerprint(['a', 'b'], 1)).toBe(queueFingerprint(['a', 'b'], 1))
  })
})
