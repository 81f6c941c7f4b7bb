import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { jsonResponse, stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { recordToasts } from '../../testing/toast-log'
import { $queue } from '../queue/queue'
import { currentList } from '../queue/queue-state'
import { instantMixRequested } from './instant-mix'

afterEach(() => vi.unstubAllGlobals())

const seed: Song = { id: 'seed', title: 'Seed', artistId: 'ar1', genre: 'Jazz' }
const others: Song[] = [
  { id: 'a', title: 'A' },
  { id: 'seed', title: 'Seed' },
  { id: 'b', title: 'B' },
]
const notFound = () => jsonResponse({ 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 0, message: 'Unknown method' } } }, { status: 404 })

async function start() {
  const { scope } = forkWithShell()
  await signIn(scope)
  return { scope, toasts: recordToasts(scope) }
}

const titles = (scope: Awaited<ReturnType<typeof start>>['scope']) => currentList(scope.getState($queue)).map((song) => song.id)

describe('Instant mix', () => {
  it('plays the seed song, then songs like its artist (getSimilarSongs2), without the seed twice', async () => {
    const { scope, toasts } = await start()
    const { urls } = stubFetch((url) => (url.pathname.endsWith('/getSimilarSongs2') ? subsonicOk({ similarSongs2: { song: others } }) : notFound()))
    await allSettled(instantMixRequested, { scope, params: { kind: 'song', song: seed } })
    expect(urls.map((url) => url.pathname.split('/').pop())).toEqual(['getSimilarSongs2'])
    expect(urls[0]?.searchParams.get('id')).toBe('ar1')
    expect(titles(scope)).toEqual(['seed', 'a', 'b'])
    expect(scope.getState($queue).isPlaying).toBe(true)
    expect(toasts()).toEqual([])
  })

  it('falls back to random songs of the same genre on a server without getSimilarSongs2 (Supysonic), silently', async () => {
    const { scope, toasts } = await start()
    const { urls } = stubFetch((url) => (url.pathname.endsWith('/getRandomSongs') ? subsonicOk({ randomSongs: { song: others } }) : notFound()))
    await allSettled(instantMixRequested, { scope, params: { kind: 'song', song: seed } })
    const random = urls.find((url) => url.pathname.endsWith('/getRandomSongs'))
    expect(random?.searchParams.get('genre')).toBe('Jazz')
    expect(titles(scope)).toEqual(['seed', 'a', 'b'])
    expect(toasts()).toEqual([])
  })

  it('mixes an artist by the genre of its albums when nothing similar is known', async () => {
    const { scope } = await start()
    const { urls } = stubFetch((url) => {
      if (url.pathname.endsWith('/getSimilarSongs2')) return subsonicOk({ similarSongs2: {} })
      if (url.pathname.endsWith('/getArtist'))
        return subsonicOk({ artist: { id: 'ar1', name: 'Quartet', album: [{ id: 'al1', name: 'Blue', genre: 'Bebop' }] } })
      return subsonicOk({ randomSongs: { song: others } })
    })
    await allSettled(instantMixRequested, { scope, params: { kind: 'artist', id: 'ar1' } })
    expect(urls.find((url) => url.pathname.endsWith('/getRandomSongs'))?.searchParams.get('genre')).toBe('Bebop')
    expect(titles(scope)).toEqual(['a', 'seed', 'b'])
  })
})
