import { isLeft } from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiFailure } from '../core/failure'
import { isUnsupportedCall } from '../core/failure'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { NAVIDROME, serveFixture } from '../../testing/navidrome-fixtures'
import { getPlayQueue, getPlayQueueByIndex, savePlayQueue, savePlayQueueByIndex } from './play-queue'

function valueOf<A>(result: Either<ApiFailure, A>): A {
  if (isLeft(result)) throw new Error(result.left.message)
  return result.right
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('play queue calls on Navidrome replies', () => {
  it('getPlayQueue: songs, current id, position in ms, when and by whom', async () => {
    const { urls } = serveFixture('getPlayQueue')
    const queue = valueOf(await getPlayQueue(NAVIDROME))
    expect(urls[0]?.pathname).toBe('/music/rest/getPlayQueue')
    expect(queue.entry.map((song) => song.id)).toEqual(['1'])
    expect(queue).toMatchObject({ current: '111', position: 243, changed: '0001-01-01T00:00:00Z', changedBy: 'a_client' })
  })

  it('getPlayQueue: no saved queue is an empty list, not a failure', async () => {
    serveFixture('getPlayQueue-empty')
    const queue = valueOf(await getPlayQueue(NAVIDROME))
    expect(queue.entry).toEqual([])
    expect(queue.current).toBeUndefined()
  })

  it('getPlayQueueByIndex: the current song by index', async () => {
    const { urls } = serveFixture('getPlayQueueByIndex')
    const queue = valueOf(await getPlayQueueByIndex(NAVIDROME))
    expect(urls[0]?.pathname).toBe('/music/rest/getPlayQueueByIndex')
    expect(queue).toMatchObject({ currentIndex: 0, position: 243, changedBy: 'a_client' })
    expect(queue.entry.map((song) => song.title)).toEqual(['title'])
  })

  it('getPlayQueueByIndex: an empty queue decodes', async () => {
    serveFixture('getPlayQueueByIndex-empty')
    expect(valueOf(await getPlayQueueByIndex(NAVIDROME)).entry).toEqual([])
  })

  it('a malformed song is dropped, the rest of the queue kept', async () => {
    stubFetch(() =>
      jsonResponse({
        'subsonic-response': {
          status: 'ok',
          version: '1.16.1',
          playQueue: { entry: [{ id: '1', title: 'a' }, { id: '2', title: 'b', year: null }, { id: '3', title: 'c' }], current: '3' },
        },
      }),
    )
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(valueOf(await getPlayQueue(NAVIDROME)).entry.map((song) => song.id)).toEqual(['1', '3'])
  })

  it("Supysonic's answer (error 0 Unknown method, HTTP 404) is an unsupported call", async () => {
    stubFetch(() =>
      jsonResponse(
        { 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 0, message: 'Unknown method' } } },
        { status: 404 },
      ),
    )
    const reply = await getPlayQueue(NAVIDROME)
    expect(isLeft(reply) && isUnsupportedCall(reply.left)).toBe(true)
  })

  it('savePlayQueue sends every id, the current id and the position in ms', async () => {
    const { urls } = serveFixture('ping')
    valueOf(await savePlayQueue(NAVIDROME, { ids: ['a', 'b', 'c'], currentIndex: 1, positionMs: 12345.6 }))
    expect(urls[0]?.pathname).toBe('/music/rest/savePlayQueue')
    expect(urls[0]?.searchParams.getAll('id')).toEqual(['a', 'b', 'c'])
    expect(urls[0]?.searchParams.get('current')).toBe('b')
    expect(urls[0]?.searchParams.get('position')).toBe('12346')
  })

  it('savePlayQueueByIndex sends the current index; an empty queue sends no index', async () => {
    const { urls } = serveFixture('ping')
    valueOf(await savePlayQueueByIndex(NAVIDROME, { ids: ['a', 'a'], currentIndex: 1, positionMs: 0 }))
    valueOf(await savePlayQueueByIndex(NAVIDROME, { ids: [], currentIndex: 0, positionMs: 0 }))
    expect(urls[0]?.searchParams.get('currentIndex')).toBe('1')
    expect(urls[1]?.searchParams.has('currentIndex')).toBe(false)
    expect(urls[1]?.searchParams.has('id')).toBe(false)
  })
})
