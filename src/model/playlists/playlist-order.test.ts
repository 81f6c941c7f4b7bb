import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { indexesOf, movedTo, reorderChange } from './playlist-order'

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
    expect(reorderChange('p', before, movedTo(before, [4], 3))).toEqual({ id: 'p', songIndexesToRemove: [3, 4], songIdsToAdd: ['e', 'd'] })
    expect(reorderChange('p', before, movedTo(before, [0], 5))).toEqual({
      id: 'p',
      songIndexesToRemove: [0, 1, 2, 3, 4],
      songIdsToAdd: ['b', 'c', 'd', 'e', 'a'],
    })
  })

  it('gives the moved order once a server applies it, for any move of any rows', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1, maxLength: 12 }), fc.array(fc.nat()), fc.nat(), (ids, picked, gap) => {
        const before = ids.map(song)
        const after = movedTo(before, picked.map((i) => i % before.length), gap % (before.length + 1))
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

describe('movedTo', () => {
  const list = ['a', 'b', 'c', 'd', 'e']

  it('puts one row into a gap above or below it', () => {
    expect(movedTo(list, [3], 1)).toEqual(['a', 'd', 'b', 'c', 'e'])
    expect(movedTo(list, [1], 4)).toEqual(['a', 'c', 'd', 'b', 'e'])
    expect(movedTo(list, [1], 1)).toEqual(list)
    expect(movedTo(list, [1], 2)).toEqual(list)
  })

  it('moves several rows together in their list order, whatever order they were picked in', () => {
    expect(movedTo(list, [4, 0, 2], 2)).toEqual(['b', 'a', 'c', 'e', 'd'])
    expect(movedTo(list, [3, 1], 5)).toEqual(['a', 'c', 'e', 'b', 'd'])
    expect(movedTo(list, [1, 3], 0)).toEqual(['b', 'd', 'a', 'c', 'e'])
    // Dropped inside the moved block: the block closes up around the gap.
    expect(movedTo(list, [1, 2, 3], 3)).toEqual(list)
  })

  it('keeps duplicates apart by index', () => {
    expect(movedTo(['a', 'b', 'a'], [2], 0)).toEqual(['a', 'a', 'b'])
  })

  it('clamps the gap and ignores indexes outside the list', () => {
    expect(movedTo(['a', 'b', 'c'], [0], 10)).toEqual(['b', 'c', 'a'])
    expect(movedTo(['a', 'b', 'c'], [2], -3)).toEqual(['c', 'a', 'b'])
    expect(movedTo(['a', 'b'], [5, -1, 0.5], 0)).toEqual(['a', 'b'])
  })
})
