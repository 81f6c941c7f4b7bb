import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell } from '../../testing/scope'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { $currentSong, $isPlaying, $isShuffleActive, $loopState, listPlayed, loopCycled, shuffleToggled } from './player'
import { PLAYER_KEY, restoredQueue } from './player-persistence'
import { $progress, progressUpdated } from './progress'
import { $volume, volumeChanged } from './volume'

describe('player persistence (player, version 1)', () => {
  it('a reload keeps the queue, shuffle, loop, volume and position but not playing', async () => {
    const first = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope: first.scope })
    await allSettled(listPlayed, { scope: first.scope, params: { songs: makeSongs(5), index: 1 } })
    await allSettled(shuffleToggled, { scope: first.scope })
    await allSettled(loopCycled, { scope: first.scope })
    await allSettled(volumeChanged, { scope: first.scope, params: 40 })
    await allSettled(progressUpdated, { scope: first.scope, params: 12.4 })
    const stored = JSON.parse(first.shell.storage.get(PLAYER_KEY) ?? '{}') as { version: number; state: { playerState: object } }
    expect(stored.version).toBe(1)
    expect(stored.state.playerState).not.toHaveProperty('isPlaying')

    const second = forkWithShell({ shell: first.shell })
    await allSettled(persistedStoresLoadRequested, { scope: second.scope })
    expect(second.scope.getState($currentSong)?.id).toBe('s1')
    expect(second.scope.getState($isShuffleActive)).toBe(true)
    expect(second.scope.getState($loopState)).toBe(1)
    expect(second.scope.getState($volume)).toBe(40)
    expect(second.scope.getState($progress)).toBe(10)
    expect(second.scope.getState($isPlaying)).toBe(false)
  })

  it('a stored queue whose index is out of range gives an empty queue', () => {
    const state = restoredQueue({ songlist: { originalList: makeSongs(2), currentSongIndex: 5 } })
    expect(state.originalList).toEqual([])
  })
})
