import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { playList } from './play-transitions'
import { toggleShuffle } from './queue-transitions'
import { EMPTY_QUEUE } from './queue-state'
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

  it("the queue's shuffle keeps the current song and gives the 24 orders of the next 4 equally often", () => {
    const random = seededRandom(7)
    const songs = makeSongs(5)
    const counts = new Map<string, number>()
    const runs = 48_000
    const playing = playList(EMPTY_QUEUE, { songs, index: 0 }, random)
    for (let i = 0; i < runs; i++) {
      const shuffled = toggleShuffle(playing, random)
      expect(shuffled.shuffledList[0]?.id).toBe('s0')
      const key = shuffled.shuffledList.slice(1).map((song) => song.id).join(',')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect(counts.size).toBe(24)
    const expected = runs / 24
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeLessThan(49.7)
  })

  it("play-shuffled puts the chosen song first and the others in the 24 orders equally often", () => {
    const random = seededRandom(11)
    const songs = makeSongs(5)
    const counts = new Map<string, number>()
    const runs = 48_000
    for (let i = 0; i < runs; i++) {
      const state = playList(EMPTY_QUEUE, { songs, index: 2, shuffle: true }, random)
      expect(state.shuffledList[0]?.id).toBe('s2')
      const key = state.shuffledList.slice(1).map((song) => song.id).join(',')
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect(counts.size).toBe(24)
    const expected = runs / 24
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0)
    expect(chiSquare).toBeLessThan(49.7)
  })
})
