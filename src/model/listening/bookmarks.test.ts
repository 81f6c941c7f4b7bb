import type { EventCallable, Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { navidromeFixture } from '../../testing/navidrome-fixtures'
import { jsonResponse, stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import '../player/playback'
import { $progress, audioAttached, pauseRequested, progressUpdated } from '../player/player'
import { listPlayed } from '../queue/queue-events'
import { $bookmarkList, $bookmarkPlace, $bookmarks, $resumeOffer, resumeRequested } from './bookmarks'
import { longTrackMinutesChanged } from './long-tracks'
import { audioEnded } from './sleep-timer'

/** A 4-minute song and a 40-minute chapter. */
const [song, chapter] = makeSongs(2).map((each, index) => ({ ...each, duration: index === 0 ? 240 : 2400 }))

async function fire<T>(scope: Scope, event: EventCallable<T>, params?: T) {
  void allSettled(event, { scope, params: params as T })
  await vi.advanceTimersByTimeAsync(0)
}

async function started(reply: (url: URL) => Response) {
  const { urls } = stubFetch(reply)
  const { scope, shell } = forkWithShell()
  await signIn(scope)
  await allSettled(audioAttached, { scope, params: fakeAudioOutput().output })
  return { scope, shell, urls }
}

const methodOf = (url: URL) => url.pathname.split('/').at(-1)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('resume where you stopped, stored locally (a server without bookmarks: Supysonic)', () => {
  const supysonic = (url: URL) => (methodOf(url) === 'getBookmarks' ? subsonicFailed(0, 'Unknown method') : subsonicOk({}))

  it('keeps the position of a long track only, while it plays and when it pauses, in local storage', async () => {
    const { scope, shell, urls } = await started(supysonic)
    expect(scope.getState($bookmarkPlace)).toBe('unknown')
    await fire(scope, listPlayed, { songs: [song!, chapter!], index: 0 })
    expect(urls.map(methodOf)).not.toContain('getBookmarks')
    await fire(scope, progressUpdated, 60)
    expect(scope.getState($bookmarks)).toEqual({})
    await fire(scope, listPlayed, { songs: [song!, chapter!], index: 1 })
    // A long track is current: whether the server keeps bookmarks is found out now.
    expect(scope.getState($bookmarkPlace)).toBe('local')
    await fire(scope, progressUpdated, 3)
    expect(scope.getState($bookmarks)).toEqual({})
    await fire(scope, progressUpdated, 6)
    expect(scope.getState($bookmarks)[chapter!.id]?.position).toBe(6)
    await fire(scope, progressUpdated, 12)
    expect(scope.getState($bookmarks)[chapter!.id]?.position).toBe(6)
    await fire(scope, pauseRequested)
    expect(scope.getState($bookmarks)[chapter!.id]?.position).toBe(12)
    expect(JSON.parse(shell.storage.get('bookmarks') ?? '{}').state[chapter!.id].position).toBe(12)
    expect(urls.map(methodOf).filter((method) => method?.endsWith('Bookmark'))).toEqual([])
  })

  it('offers to resume when the track is played again, and seeks there', async () => {
    const { scope } = await started(supysonic)
    await fire(scope, listPlayed, { songs: [song!, chapter!], index: 1 })
    await fire(scope, progressUpdated, 2530)
    await fire(scope, listPlayed, { songs: [song!], index: 0 })
    expect(scope.getState($resumeOffer)).toBeNull()
    await fire(scope, listPlayed, { songs: [chapter!], index: 0 })
    expect(scope.getState($resumeOffer)).toEqual({ songId: chapter!.id, position: 2530 })
    await fire(scope, resumeRequested)
    expect(scope.getState($progress)).toBe(2530)
    expect(scope.getState($resumeOffer)).toBeNull()
  })

  it('follows the threshold setting, and forgets a track played to its end', async () => {
    const { scope } = await started(supysonic)
    await fire(scope, longTrackMinutesChanged, 3)
    await fire(scope, listPlayed, { songs: [song!], index: 0 })
    await fire(scope, progressUpdated, 30)
    expect(scope.getState($bookmarkList).map((kept) => kept.song.id)).toEqual([song!.id])
    await fire(scope, audioEnded)
    expect(scope.getState($bookmarks)).toEqual({})
  })
})

describe('server bookmarks (Navidrome)', () => {
  it('reads the server’s bookmarks and writes positions there', async () => {
    const { scope, urls } = await started((url) => {
      if (methodOf(url) === 'getBookmarks') return jsonResponse(navidromeFixture('getBookmarks'))
      return subsonicOk({})
    })
    await fire(scope, listPlayed, { songs: [chapter!], index: 0 })
    expect(scope.getState($bookmarkPlace)).toBe('server')
    expect(scope.getState($bookmarkList)).toEqual([expect.objectContaining({ song: expect.objectContaining({ id: '1', title: 'title' }), position: 0.123 })])
    await fire(scope, progressUpdated, 42.5)
    await fire(scope, audioEnded)
    const writes = urls.filter((url) => methodOf(url)?.endsWith('Bookmark')).map((url) => [methodOf(url), url.searchParams.get('id'), url.searchParams.get('position')])
    expect(writes).toEqual([
      ['createBookmark', chapter!.id, '42500'],
      ['deleteBookmark', chapter!.id, null],
    ])
  })
})
