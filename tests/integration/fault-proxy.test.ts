import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getArtists } from '../../src/api/calls/artists'
import { ping } from '../../src/api/calls/ping'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { ARTIST_NAMES, failureOf, supysonicConnection, valueOf } from './supysonic'

let proxy: FaultProxy
let connection: ReturnType<typeof supysonicConnection>
beforeAll(async () => {
  const direct = supysonicConnection()
  proxy = await startFaultProxy(direct.url)
  connection = { ...direct, url: proxy.url }
})
beforeEach(() => proxy.clear())
afterAll(() => proxy.stop())

describe('the fault proxy in front of a real Supysonic', () => {
  it('forwards calls unchanged when no fault is set, and records them', async () => {
    const artists = valueOf(await getArtists(connection))
    expect(artists.map((artist) => artist.name).sort()).toEqual([...ARTIST_NAMES].sort())
    const [call] = proxy.requests('getArtists').slice(-1)
    expect(call?.faulted).toBe(false)
    expect(call?.params.get('f')).toBe('json')
  })

  it('fails only the Nth call of a method with the given HTTP status', async () => {
    proxy.add({ method: 'getArtists', nth: 2, status: 503 })
    valueOf(await getArtists(connection))
    expect(failureOf(await getArtists(connection))).toMatchObject({ kind: 'http', status: 503 })
    valueOf(await getArtists(connection))
    valueOf(await ping(connection))
  })

  it('answers a Subsonic error envelope, a truncated body, a replaced body, or no answer at all', async () => {
    const remove = proxy.add({ method: 'getArtists', subsonicError: { code: 70, message: 'Gone' } })
    expect(failureOf(await getArtists(connection))).toMatchObject({ kind: 'server', code: 70 })
    remove()
    proxy.add({ method: 'getArtists', nth: 1, truncate: 40 })
    expect(failureOf(await getArtists(connection)).kind).toBe('decode')
    proxy.add({ method: 'getArtists', nth: 1, replace: [['Miles Quartet', 'Miles Trio']] })
    expect(valueOf(await getArtists(connection)).map((artist) => artist.name)).toContain('Miles Trio')
    proxy.add({ method: 'getArtists', nth: 1, reset: true })
    expect(failureOf(await getArtists(connection)).kind).toBe('network')
  })

  it('delays a call by the given time before forwarding it', async () => {
    proxy.add({ method: 'ping', delayMs: 400 })
    const started = performance.now()
    valueOf(await ping(connection))
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
  })
})
