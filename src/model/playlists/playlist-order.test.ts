import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { indexesOf, moved, reorderChange } from './playlist-order'

const song = (id: string): Song => ({ id, title: id })

/** What a server does with an updatePlaylist: drop the indexes, append the ids. */
function apply(before: readonly Song[], change: ReturnType<typeof reorderChange>): string[] {
  if (!change) return before.map((s) => s.id)
  const removed = new Set(change.songIndexesToRemove ?? [])
  return [...before.filter((_, i) => !removed.has(i)).map((s) => s.id), ...(change.songIdsToAdd ?? [])]
}

describe('reorderChange', () => {
  it('sends nothing when the order did not change', () => {
    const songs = [song('a'), song('b')]
    expect(reorderChange('p', songs, [...songs])).toBeNull()
  })

  it('keeps the common prefix and rewrites the rest', () => {
    const before = ['a', 'b', 'c', 'd', 'e'].map(song)
    expect(reorderChange('p', before, moved(before, 4, 3))).toEqual({ id: 'p', songIndexesToRemove: [3, 4], songIdsToAdd: ['e', 'd'] })
    expect(reorderChange('p', before, moved(before, 0, 4))).toEqual({
      id: 'p',
      songIndexesToRemove: [0, 1, 2, 3, 4],
      songIdsToAdd: ['b', 'c', 'd', 'e', 'a'],
    })
  })

  it('gives the moved order once a server applies it, for any move', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 12 }), fc.nat(), fc.nat(), (ids, i, j) => {
        const before = ids.map(song)
        const after = moved(before, i % before.length, j % before.length)
        expect(apply(before, reorderChange('p', before, after))).toEqual(after.map((s) => s.id))
      }),
    )
  })
})

describe('indexesOf', () => {
  it('matches rows by identity, then by id, never the same index twice', () => {
    const songs = [song('a'), song('b'), song('a')]
    expect(indexesOf(songs, [songs[2] as Song])).toEqual([2])
    expect(indexesOf(songs, [song('a'), song('a'), song('a')])).toEqual([0, 2])
    expect(indexesOf(songs, [song('x')])).toEqual([])
  })
})

describe('moved', () => {
  it('clamps the target and ignores a missing source', () => {
    expect(moved(['a', 'b', 'c'], 0, 10)).toEqual(['b', 'c', 'a'])
    expect(moved(['a', 'b', 'c'], 2, -3)).toEqual(['c', 'a', 'b'])
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b'])
  })
})
