import { allSettled, scopeBind } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { listPlayed } from '../queue/queue-events'
import { $toasts } from '../toasts/toasts'
import { $songsList, FIRST_CHUNK, moreSongsRetried, songsViewChanged } from './songs-list'

const songs = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: `s-${from + index}`, title: `Song ${from + index}` }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Songs list streamed in chunks', () => {
  it('a later chunk that fails leaves the list partial, not complete; Retry continues from there', async () => {
    let failing = true
    const fetched = stubFetch((url) => {
      const offset = Number(url.searchParams.get('songOffset'))
      if (offset > 0 && failing) return jsonResponse({}, { status: 500 })
      return subsonicOk({ searchResult3: { song: songs(offset, offset === 0 ? FIRST_CHUNK : 20) } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(songsViewChanged, { scope, params: { query: '', artistId: '', artistName: '' } })
    expect(scope.getState($songsList)).toMatchObject({ status: 'ready', complete: false, partial: true })
    expect(scope.getState($songsList).songs).toHaveLength(FIRST_CHUNK)
    failing = false
    await allSettled(moreSongsRetried, { scope })
    expect(scope.getState($songsList)).toMatchObject({ status: 'ready', complete: true, partial: false })
    expect(scope.getState($songsList).songs).toHaveLength(FIRST_CHUNK + 20)
    expect(fetched.urls.map((url) => url.searchParams.get('songOffset'))).toEqual(['0', String(FIRST_CHUNK), String(FIRST_CHUNK)])
  })

  it("knows a 10,000-song library's total after 2 requests", async () => {
    const fetched = stubFetch((url) => {
      const offset = Number(url.searchParams.get('songOffset'))
      return subsonicOk({ searchResult3: { song: songs(offset, Math.max(0, Math.min(Number(url.searchParams.get('songCount')), 10_000 - offset))) } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(songsViewChanged, { scope, params: { query: '', artistId: '', artistName: '' } })
    expect(scope.getState($songsList)).toMatchObject({ status: 'ready', complete: true })
    expect(scope.getState($songsList).songs).toHaveLength(10_000)
    expect(fetched.urls.filter((url) => url.pathname.endsWith('search3'))).toHaveLength(2)
  })

  it('asks for the later chunks once the browser is idle, after the first chunk is in the list', async () => {
    const idle: Array<() => void> = []
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
    const fetched = stubFetch((url) => {
      const offset = Number(url.searchParams.get('songOffset'))
      return subsonicOk({ searchResult3: { song: songs(offset, offset === 0 ? FIRST_CHUNK : 20) } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    const settled = allSettled(songsViewChanged, { scope, params: { query: '', artistId: '', artistName: '' } })
    await expect.poll(() => idle.length).toBe(1)
    expect(scope.getState($songsList).songs).toHaveLength(FIRST_CHUNK)
    expect(fetched.urls.map((url) => url.searchParams.get('songOffset'))).toEqual(['0'])
    idle.shift()?.()
    await settled
    expect(fetched.urls.map((url) => url.searchParams.get('songOffset'))).toEqual(['0', String(FIRST_CHUNK)])
    expect(scope.getState($songsList)).toMatchObject({ status: 'ready', complete: true })
  })

  it('playing a partial list says only the loaded songs play; a whole list plays without a word', async () => {
    let failing = true
    stubFetch((url) => {
      const offset = Number(url.searchParams.get('songOffset'))
      if (offset > 0 && failing) return jsonResponse({}, { status: 500 })
      return subsonicOk({ searchResult3: { song: songs(offset, offset === 0 ? FIRST_CHUNK : 20) } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(songsViewChanged, { scope, params: { query: '', artistId: '', artistName: '' } })
    const partialToasts = () => scope.getState($toasts).filter((toast) => toast.message === 'faults.play.partial')
    // Bound, not settled: a toast's 5 s auto-close would hold allSettled.
    const play = scopeBind(listPlayed, { scope })
    play({ songs: scope.getState($songsList).songs, index: 3 })
    expect(partialToasts()).toMatchObject([{ tone: 'info', values: { count: FIRST_CHUNK } }])
    play({ songs: [...scope.getState($songsList).songs].reverse(), index: 0 })
    expect(partialToasts()).toHaveLength(2)

    failing = false
    const retry = scopeBind(moreSongsRetried, { scope })
    retry()
    await expect.poll(() => scope.getState($songsList).complete).toBe(true)
    play({ songs: scope.getState($songsList).songs, index: 0 })
    expect(partialToasts()).toHaveLength(2)
  })
})
