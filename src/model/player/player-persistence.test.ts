import { allSettled, createWatch } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { $queue, playPauseToggled, playRequested } from '../queue/queue'
import { EMPTY_QUEUE } from '../queue/queue-state'
import { logoutConfirmed } from '../session/logout'
import { toastShown } from '../toasts/toasts'
import { $currentSong, $isPlaying, $isShuffleActive, $loopState, listPlayed, loopCycled, shuffleToggled } from './player'
import { PLAYER_KEY, restoredQueue } from './player-persistence'
import { QUEUE_DOCUMENT_KEY, queueDocumentOf, queueFromDocument } from './queue-document'
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

describe('the queue in the host\'s document storage (IndexedDB in a browser)', () => {
  async function playThenReload(songs: ReturnType<typeof makeSongs>, options: { shuffle?: boolean } = {}) {
    const first = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope: first.scope })
    await settleWithFakeTimers(async () => {
      await allSettled(listPlayed, { scope: first.scope, params: { songs, index: 3 } })
      if (options.shuffle) await allSettled(shuffleToggled, { scope: first.scope })
    })
    const second = forkWithShell({ shell: first.shell })
    await allSettled(persistedStoresLoadRequested, { scope: second.scope })
    return { first, second }
  }

  it('stores a queue of 100,000 songs and a reload restores every one, in order', async () => {
    const songs = makeSongs(100_000)
    const { first, second } = await playThenReload(songs)
    // Nothing of the lists in local storage (a few megabytes): the player document stays small.
    expect(first.shell.storage.get(PLAYER_KEY)!.length).toBeLessThan(2_000)
    const restored = second.scope.getState($queue)
    expect(restored.originalList).toHaveLength(100_000)
    expect(restored.originalList.map((song) => song.id)).toEqual(songs.map((song) => song.id))
    expect(second.scope.getState($currentSong)?.id).toBe('s3')
  })

  it('restores a shuffled queue of 20,000 songs in the same shuffled order, from indexes', async () => {
    const { first, second } = await playThenReload(makeSongs(20_000), { shuffle: true })
    const before = first.scope.getState($queue)
    const after = second.scope.getState($queue)
    expect(after.isShuffleActive).toBe(true)
    expect(after.shuffledList.map((song) => song.id)).toEqual(before.shuffledList.map((song) => song.id))
    expect(after.currentSongIndex).toBe(before.currentSongIndex)
    expect(second.scope.getState($currentSong)?.id).toBe(first.scope.getState($currentSong)?.id)
    const document = JSON.parse(first.shell.documentData.get(QUEUE_DOCUMENT_KEY) as string) as { songCount: number; shuffledOrder: number[] }
    expect(document.songCount).toBe(20_000)
    expect(document.shuffledOrder).toHaveLength(20_000)
  })

  it('stores songs without the fields a reload does not need', async () => {
    const { first } = await playThenReload([{ ...makeSongs(4)[0]!, comment: 'long notes', musicBrainzId: 'mb' }, ...makeSongs(4).slice(1)])
    const text = first.shell.documentData.get(QUEUE_DOCUMENT_KEY) as string
    expect(text).not.toContain('long notes')
    expect(queueFromDocument(JSON.parse(text))?.originalList[0]).toEqual({ id: 's0', title: 'Song 0', artist: 'Artist', album: 'Album', duration: 200 })
  })

  it('a play/pause or a second of progress within the same 5 s writes neither document; a volume change writes the player one only', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    await settleWithFakeTimers(() => allSettled(listPlayed, { scope, params: { songs: makeSongs(3), index: 0 } }))
    const written: string[] = []
    const setDocument = shell.documents.set
    shell.documents.set = async (key, value) => {
      written.push(key)
      await setDocument(key, value)
    }
    const setItem = shell.storage.set
    shell.storage.set = (key, value) => {
      written.push(key)
      setItem(key, value)
    }
    await settleWithFakeTimers(async () => {
      await allSettled(playPauseToggled, { scope })
      await allSettled(playPauseToggled, { scope })
      await allSettled(progressUpdated, { scope, params: 1 })
      await allSettled(progressUpdated, { scope, params: 2 })
    })
    expect(scope.getState($isPlaying)).toBe(true)
    expect(written).toEqual([])
    await settleWithFakeTimers(() => allSettled(volumeChanged, { scope, params: 30 }))
    expect(written).toEqual([PLAYER_KEY])
  })

  it('says once that storage is full, and keeps playing', async () => {
    const { scope, shell } = forkWithShell()
    const toasts: string[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast.message) })
    await allSettled(persistedStoresLoadRequested, { scope })
    shell.documentsFull = true
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await settleWithFakeTimers(() => allSettled(listPlayed, { scope, params: { songs: makeSongs(10), index: 0 } }))
      await settleWithFakeTimers(() => allSettled(shuffleToggled, { scope }))
      await settleWithFakeTimers(() => allSettled(shuffleToggled, { scope }))
    } finally {
      error.mockRestore()
    }
    expect(toasts).toEqual(['queueStorage.full'])
    expect(scope.getState($queue).originalList).toHaveLength(10)
  })

  it('reads a queue an older Tonearm left in local storage', async () => {
    const shell = createMemoryShell()
    shell.storage.set(PLAYER_KEY, JSON.stringify({ version: 1, state: { songlist: { originalList: makeSongs(3), currentSongIndex: 2 } } }))
    const { scope } = forkWithShell({ shell })
    await allSettled(persistedStoresLoadRequested, { scope })
    expect(scope.getState($currentSong)?.id).toBe('s2')
  })

  it('never restores over a queue the user started while it was being read', async () => {
    const shell = createMemoryShell()
    shell.documentData.set(QUEUE_DOCUMENT_KEY, queueDocumentOf({ ...EMPTY_QUEUE, originalList: makeSongs(3), currentSongIndex: 1 }))
    const { scope } = forkWithShell({ shell })
    const loading = allSettled(persistedStoresLoadRequested, { scope })
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(8).slice(5), index: 0 } })
    await loading
    expect(scope.getState($currentSong)?.id).toBe('s5')
  })

  it('ignores a stored document that is not a queue', async () => {
    const two = queueDocumentOf({ ...EMPTY_QUEUE, originalList: makeSongs(2) })
    expect(queueFromDocument(two)?.originalList).toHaveLength(2)
    const broken = [
      null,
      'x',
      { ...two, version: 2 },
      { ...two, songCount: 3 },
      { ...two, songs: { ...two.songs, id: { values: ['s0', 7] } } },
      { ...two, songs: { ...two.songs, title: { dictionary: ['a'], indexes: [0] } } },
    ]
    for (const document of broken) expect(queueFromDocument(document)).toBeNull()
    // A shuffled order that is not a permutation is ignored; the songs are kept.
    const doubled = queueFromDocument({ ...two, shuffledOrder: [0, 0] })
    expect(doubled?.isShuffleActive).toBe(false)
    expect(doubled?.originalList).toHaveLength(2)
  })
})

describe('logout', () => {
  it("clears the previous user's queue, stored and playing", async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    await signIn(scope)
    await settleWithFakeTimers(() => allSettled(listPlayed, { scope, params: { songs: makeSongs(5), index: 0 } }))
    await allSettled(playRequested, { scope })
    expect(scope.getState($isPlaying)).toBe(true)
    expect(shell.documentData.has(QUEUE_DOCUMENT_KEY)).toBe(true)
    await settleWithFakeTimers(() => allSettled(logoutConfirmed, { scope }))
    expect(scope.getState($isPlaying)).toBe(false)
    expect(scope.getState($queue).originalList).toEqual([])
    const next = forkWithShell({ shell })
    await allSettled(persistedStoresLoadRequested, { scope: next.scope })
    expect(next.scope.getState($queue).originalList).toEqual([])
  })
})
