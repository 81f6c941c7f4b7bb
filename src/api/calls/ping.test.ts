import { isLeft, isRight } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import type { Connection } from '../core/connection'
import { ping, probeServer, UNKNOWN_SERVER } from './ping'

const connection: Connection = {
  url: 'http://music.test',
  protocolVersion: '1.16.0',
  credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' },
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ping', () => {
  it('succeeds on status ok and returns the reply meta', async () => {
    const { urls } = stubFetch(() => subsonicOk({}, { version: '1.16.1', type: 'navidrome' }))
    const result = await ping(connection)
    expect(isRight(result) && result.right).toMatchObject({ status: 'ok', version: '1.16.1', type: 'navidrome' })
    expect(urls).toHaveLength(1)
    expect(urls[0]?.pathname).toBe('/rest/ping.view')
    expect(urls[0]?.searchParams.get('v')).toBe('1.16.0')
  })

  it('retries exactly once, with the version the server states, after error 30', async () => {
    const { urls } = stubFetch((_, call) =>
      call === 0
        ? subsonicFailed(30, 'Incompatible Subsonic REST protocol version. Server must upgrade.', { version: '1.13.0' })
        : subsonicOk({}, { version: '1.13.0' }),
    )
    const result = await ping(connection)
    expect(isRight(result) && result.right.version).toBe('1.13.0')
    expect(urls).toHaveLength(2)
    expect(urls[0]?.searchParams.get('v')).toBe('1.16.0')
    expect(urls[1]?.searchParams.get('v')).toBe('1.13.0')
    expect(urls[1]?.searchParams.get('t')).toBe('tok')
  })

  it('does not retry a second time when the retry fails too', async () => {
    const { urls } = stubFetch(() => subsonicFailed(30, 'Incompatible', { version: '1.13.0' }))
    const result = await ping(connection)
    expect(isLeft(result) && result.left).toMatchObject({ kind: 'server', code: 30 })
    expect(urls).toHaveLength(2)
  })

  it('does not retry when a version was given', async () => {
    const { urls } = stubFetch(() => subsonicFailed(30, 'Incompatible', { version: '1.13.0' }))
    const result = await ping(connection, { version: '1.15.0' })
    expect(isLeft(result) && result.left).toMatchObject({ kind: 'server', code: 30, serverVersion: '1.13.0' })
    expect(urls).toHaveLength(1)
    expect(urls[0]?.searchParams.get('v')).toBe('1.15.0')
  })

  it('does not retry other server errors', async () => {
    const { urls } = stubFetch(() => subsonicFailed(40, 'Wrong username or password'))
    const result = await ping(connection)
    expect(isLeft(result) && result.left).toEqual({
      kind: 'server',
      code: 40,
      message: 'Wrong username or password',
      serverVersion: '1.16.1',
    })
    expect(urls).toHaveLength(1)
  })

  it('returns a network failure when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('fetch failed'))))
    const result = await ping(connection)
    expect(isLeft(result) && result.left.kind).toBe('network')
  })
})

describe('probeServer', () => {
  it("reads the version and type from a failed reply to dummy credentials", async () => {
    const { urls } = stubFetch(() =>
      subsonicFailed(40, 'Wrong username or password', { version: '1.10.2', type: 'gonic' }),
    )
    const identity = await probeServer('http://music.test/')
    expect(identity).toEqual({ protocolVersion: '1.10.2', serverType: 'gonic', serverVersion: undefined, openSubsonic: false })
    expect(urls).toHaveLength(1)
    expect(urls[0]?.href.startsWith('http://music.test/rest/ping.view?')).toBe(true)
    expect(urls[0]?.searchParams.get('v')).toBe('1.16.0')
  })

  it('reads OpenSubsonic details when the server sends them', async () => {
    stubFetch(() => subsonicOk({ serverVersion: '0.53.3', openSubsonic: true }, { version: '1.16.1', type: 'navidrome' }))
    expect(await probeServer('http://music.test')).toEqual({
      protocolVersion: '1.16.1',
      serverType: 'navidrome',
      serverVersion: '0.53.3',
      openSubsonic: true,
    })
  })

  it('assumes subsonic when the reply has no type', async () => {
    stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.15.0' } }))
    expect(await probeServer('http://music.test')).toMatchObject({ protocolVersion: '1.15.0', serverType: 'subsonic' })
  })

  it('assumes 1.16.0 and subsonic when the server is unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('fetch failed'))))
    expect(await probeServer('http://music.test')).toEqual(UNKNOWN_SERVER)
    expect(UNKNOWN_SERVER).toMatchObject({ protocolVersion: '1.16.0', serverType: 'subsonic' })
  })

  it('assumes the defaults when the address does not answer JSON', async () => {
    stubFetch(() => new Response('<html></html>'))
    expect(await probeServer('http://music.test')).toEqual(UNKNOWN_SERVER)
  })
})
