import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { recordToasts, TOASTS_CLOSE_AT_ONCE } from '../../testing/toast-log'
import { $queue, nextRequested } from '../queue/queue'
import { songPlayed } from '../queue/queue-events'
import { $shuffleAllActive, SHUFFLE_PAGE, SHUFFLE_REFILL_AT, shuffleAllRequested } from './shuffle-all'

afterEach(() => vi.unstubAllGlobals())

const page = (from: number, count = SHUFFLE_PAGE): Song[] => Array.from({ length: count }, (_, index) => ({ id: `s${from + index}`, title: `Song ${from + index}` }))

/** A server whose getRandomSongs answers the given pages in turn, then `rest`. */
function randomServer(pages: Song[][], rest: Song[] = []) {
  let served = 0
  return stubFetch((url) => {
    if (!url.pathname.endsWith('/getRandomSongs')) return subsonicOk()
    const song = pages[served] ?? rest
    served += 1
    return subsonicOk({ randomSongs: { song } })
  })
}

async function skipTo(scope: Awaited<ReturnType<typeof start>>, index: number) {
  while (scope.getState($queue).currentSongIndex < index) await allSettled(nextRequested, { scope })
}

async function start() {
  const { scope } = forkWithShell({ handlers: [TOASTS_CLOSE_AT_ONCE] })
  await signIn(scope)
  return scope
}

describe('Shuffle all songs', () => {
  it('plays a page of random songs and grows the queue near its end, without repeating a queued song', async () => {
    const scope = await start()
    const { urls } = randomServer([page(0), [...page(40, 10), ...page(50, 20)]])
    await allSettled(shuffleAllRequested, { scope })
    expect(urls.filter((url) => url.pathname.endsWith('/getRandomSongs'))[0]?.searchParams.get('size')).toBe(String(SHUFFLE_PAGE))
    expect(scope.getState($queue).originalList).toHaveLength(SHUFFLE_PAGE)
    expect(scope.getState($queue).isPlaying).toBe(true)

    await skipTo(scope, SHUFFLE_PAGE - 2 - SHUFFLE_REFILL_AT)
    expect(scope.getState($queue).originalList).toHaveLength(SHUFFLE_PAGE)
    await skipTo(scope, SHUFFLE_PAGE - 1 - SHUFFLE_REFILL_AT)
    const ids = scope.getState($queue).originalList.map((song) => song.id)
    expect(ids).toHaveLength(SHUFFLE_PAGE + 20)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('stops growing when a page brings nothing new (no retry loop), and when the user plays something else', async () => {
    const scope = await start()
    const { urls } = randomServer([page(0, 6)], page(0, 6))
    await allSettled(shuffleAllRequested, { scope })
    // 6 songs: already within the refill distance, so a second page is asked for, which brings nothing new.
    expect(urls.filter((url) => url.pathname.endsWith('/getRandomSongs'))).toHaveLength(2)
    expect(scope.getState($shuffleAllActive)).toBe(false)
    await skipTo(scope, 5)
    expect(urls.filter((url) => url.pathname.endsWith('/getRandomSongs'))).toHaveLength(2)

    randomServer([page(0)])
    await allSettled(shuffleAllRequested, { scope })
    expect(scope.getState($shuffleAllActive)).toBe(true)
    await allSettled(songPlayed, { scope, params: { id: 'x', title: 'Something else' } })
    expect(scope.getState($shuffleAllActive)).toBe(false)
  })

  it('an unreachable server says so once', async () => {
    const scope = await start()
    const toasts = recordToasts(scope)
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await allSettled(shuffleAllRequested, { scope })
    expect(toasts()).toHaveLength(1)
    expect(scope.getState($queue).originalList).toHaveLength(0)
  })
})
