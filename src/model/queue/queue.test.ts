import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { $currentSong, $isSongStarred, $queue, $random, nextRequested, removedFromQueue, shuffleToggled, songStarredChanged } from './queue'
import { addToEndRequested, listPlayed, playNextRequested } from './queue-events'
import { seededRandom } from './shuffle'

const time = async (run: () => Promise<unknown>) => {
  const start = performance.now()
  await run()
  return performance.now() - start
}

describe('queue model', () => {
  it('applies the request events and recomputes the starred state on index change', async () => {
    const scope = fork({ values: [[$random, seededRandom(1)]] })
    const songs = makeSongs(3)
    await allSettled(listPlayed, { scope, params: { songs: [songs[0]!, { ...songs[1]!, starred: '2026-01-01' }, songs[2]!], index: 0 } })
    expect(scope.getState($isSongStarred)).toBe(false)
    await allSettled(nextRequested, { scope })
    expect(scope.getState($currentSong)?.id).toBe('s1')
    expect(scope.getState($isSongStarred)).toBe(true)
    await allSettled(songStarredChanged, { scope, params: { id: 's1', starred: undefined } })
    expect(scope.getState($isSongStarred)).toBe(false)
  })

  it('handles 100,000 songs with no quadratic work: each action within a second (the bench prints the medians)', async () => {
    const scope = fork({ values: [[$random, seededRandom(2)]] })
    const songs = makeSongs(100_000)
    const extra = makeSongs(1_000, 100_000)
    const timings = {
      play: await time(() => allSettled(listPlayed, { scope, params: { songs, index: 500 } })),
      shuffle: await time(() => allSettled(shuffleToggled, { scope })),
      playNext: await time(() => allSettled(playNextRequested, { scope, params: extra })),
      addToEnd: await time(() => allSettled(addToEndRequested, { scope, params: makeSongs(1_000, 200_000) })),
      remove: await time(() => allSettled(removedFromQueue, { scope, params: extra.map((song) => song.id) })),
      unshuffle: await time(() => allSettled(shuffleToggled, { scope })),
    }
    expect(scope.getState($queue).originalList).toHaveLength(101_000)
    expect(scope.getState($currentSong)?.id).toBe('s500')
    // Catches quadratic work (minutes at this size) on a loaded shared machine; `npm run bench`
    // prints the real medians, which stay under 30 ms.
    expect(Object.entries(timings).filter(([, ms]) => ms >= 1000)).toEqual([])
  })
})
