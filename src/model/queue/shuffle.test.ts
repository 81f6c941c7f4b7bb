import { describe, expect, it } from 'vitest'
import { fisherYates, seededRandom } from './shuffle'

describe('Fisher–Yates shuffle', () => {
  it('keeps every item and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7]
    const output = fisherYates(input, seededRandom(3))
    expect([...output].sort()).toEqual(input)
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('gives the 24 orders of 4 items with equal frequency (chi-square)', () => {
    const random = seededRandom(42)
    const counts = new Map<string, number>()
    const runs = 48_000
    for (let i = 0; i < runs; i++) {
      const key = fisherYates(['a', 'b', 'c', 'd'], random).join('')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect(counts.size).toBe(24)
    const expected = runs / 24
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    // 23 degrees of freedom: the 99.9th percentile is 49.7.
    expect(chiSquare).toBeLessThan(49.7)
  })

  it('a biased swap (j over the whole range) is caught by the same test', () => {
    const random = seededRandom(42)
    const counts = new Map<string, number>()
    const runs = 48_000
    for (let i = 0; i < runs; i++) {
      const items = ['a', 'b', 'c', 'd']
      for (let k = 0; k < items.length; k++) {
        const j = Math.floor(random() * items.length)
        ;[items[k], items[j]] = [items[j]!, items[k]!]
      }
      const key = items.join('')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    const expected = runs / 24
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeGreaterThan(49.7)
  })
})
