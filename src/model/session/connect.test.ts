import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { connectToServer, isOlderProtocol } from './connect'

const FORM = { url: 'http://music.test/', username: 'alice', password: 'sesame' }

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The probe uses dummy credentials, so its reply is "wrong credentials" but states the version. */
function isProbe(url: URL) {
  return url.searchParams.get('u') === ''
}

describe('connectToServer', () => {
  it('probes, then succeeds with token auth and a fresh salt', async () => {
    const { urls } = stubFetch((url) =>
      isProbe(url) ? subsonicFailed(40, 'Wrong username', { version: '1.16.1', type: 'navidrome' }) : subsonicOk({}, { version: '1.16.1', type: 'navidrome' }),
    )
    const result = await connectToServer(FORM)
    if (!result.ok) throw new Error('expected a connection')
    expect(urls).toHaveLength(2)
    const [probe, token] = urls
    expect(probe?.searchParams.get('v')).toBe('1.16.0')
    expect(token?.href.startsWith('http://music.test/rest/ping.view?')).toBe(true)
    expect(token?.searchParams.get('u')).toBe('alice')
    expect(token?.searchParams.get('v')).toBe('1.16.1')
    const salt = token?.searchParams.get('s') ?? ''
    expect(salt).not.toBe('')
    expect(token?.searchParams.get('t')).toBe(createHash('md5').update(`sesame${salt}`).digest('hex'))
    expect(token?.searchParams.has('p')).toBe(false)
    expect(result.server).toEqual({
      url: 'http://music.test',
      credentials: { authType: 'token', username: 'alice', token: token?.searchParams.get('t'), salt },
      protocolVersion: '1.16.1',
      serverType: 'navidrome',
    })
  })

  it('falls back to password auth when token auth fails', async () => {
    const { urls } = stubFetch((url) => {
      if (isProbe(url)) return subsonicFailed(40, 'Wrong username', { version: '1.16.1', type: 'supysonic' })
      if (url.searchParams.has('t')) return subsonicFailed(41, 'Token authentication not supported')
      return subsonicOk({}, { version: '1.16.1', type: 'supysonic' })
    })
    const result = await connectToServer(FORM)
    if (!result.ok) throw new Error('expected a connection')
    expect(urls.map((url) => (isProbe(url) ? 'probe' : url.searchParams.has('t') ? 'token' : 'password'))).toEqual([
      'probe',
      'token',
      'password',
    ])
    expect(urls[2]?.searchParams.get('p')).toBe('enc:736573616d65')
    expect(result.server.credentials).toEqual({ authType: 'password', username: 'alice', password: 'enc:736573616d65' })
    expect(result.server.serverType).toBe('supysonic')
  })

  it("falls back on Supysonic's error 10 and an old server's error 30, as on 41", async () => {
    for (const code of [10, 30]) {
      stubFetch((url) => {
        if (isProbe(url)) return subsonicFailed(40, 'Wrong username', { version: '1.10.2' })
        if (url.searchParams.has('t')) return subsonicFailed(code, 'no tokens here')
        return subsonicOk({}, { version: '1.10.2' })
      })
      const result = await connectToServer(FORM)
      expect(result.ok && result.server.credentials.authType).toBe('password')
    }
  })

  it('does not try the password when the token is refused as wrong credentials', async () => {
    const { urls } = stubFetch((url) =>
      isProbe(url) || url.searchParams.has('t') ? subsonicFailed(40, 'Wrong username or password') : subsonicOk({}),
    )
    const result = await connectToServer(FORM)
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'server', code: 40, message: 'Wrong username or password', serverVersion: '1.16.1' },
    })
    expect(urls.some((url) => !isProbe(url) && url.searchParams.has('p'))).toBe(false)
  })

  it('does not fall back to the reversible password after a network blip on the token attempt', async () => {
    const { urls } = stubFetch((url) => {
      if (isProbe(url)) return subsonicFailed(40, 'Wrong username', { version: '1.16.1' })
      if (url.searchParams.has('t')) throw new TypeError('network blip')
      return subsonicOk({}, { version: '1.16.1' })
    })
    const result = await connectToServer(FORM)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.failure?.kind).toBe('network')
    expect(urls.some((url) => !isProbe(url) && url.searchParams.has('p'))).toBe(false)
  })

  it('does not fall back after an HTTP 502 from a proxy either', async () => {
    const { urls } = stubFetch((url) =>
      isProbe(url) ? subsonicFailed(40, 'Wrong username', { version: '1.16.1' }) : new Response('Bad gateway', { status: 502 }),
    )
    const result = await connectToServer(FORM)
    expect(!result.ok && result.failure?.kind).toBe('http')
    expect(urls.some((url) => !isProbe(url) && url.searchParams.has('p'))).toBe(false)
  })

  it('speaks the protocol version the probe found', async () => {
    const { urls } = stubFetch((url) =>
      isProbe(url) ? subsonicFailed(40, 'Wrong username', { version: '1.10.2' }) : subsonicOk({}, { version: '1.10.2' }),
    )
    const result = await connectToServer(FORM)
    if (!result.ok) throw new Error('expected a connection')
    expect(urls.map((url) => url.searchParams.get('v'))).toEqual(['1.16.0', '1.10.2'])
    expect(result.server.protocolVersion).toBe('1.10.2')
    expect(isOlderProtocol(result.server.protocolVersion)).toBe(true)
  })

  it('fails with a network failure when the server is unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('fetch failed'))))
    const result = await connectToServer(FORM)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.failure?.kind).toBe('network')
  })
})

describe('isOlderProtocol', () => {
  it('is true below 1.16.0 only', () => {
    expect(isOlderProtocol('1.10.2')).toBe(true)
    expect(isOlderProtocol('1.15.0')).toBe(true)
    expect(isOlderProtocol('1.16.0')).toBe(false)
    expect(isOlderProtocol('1.16.1')).toBe(false)
    expect(isOlderProtocol('2.0.0')).toBe(false)
  })
})
