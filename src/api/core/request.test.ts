import { isLeft, isRight } from 'fp-ts/Either'
import * as t from 'io-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { NumberLike } from '../codecs/primitives'
import type { Connection } from './connection'
import type { Credentials } from './credentials'
import type { ApiFailure } from './failure'
import { describeFailure } from './failure'
import { request, requestEnvelope } from './request'

const connection: Connection = {
  url: 'http://127.0.0.1:4040/',
  protocolVersion: '1.16.0',
  credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' },
}

const AlbumList = t.type({
  albumList2: t.type({ album: t.array(t.type({ id: t.string, name: t.string, year: NumberLike })) }),
})

async function failureOf<A>(promise: Promise<import('fp-ts/Either').Either<ApiFailure, A>>): Promise<ApiFailure> {
  const result = await promise
  if (isRight(result)) throw new Error('expected a failure')
  return result.left
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('request', () => {
  it('reads the payload from subsonic-response and calls {server}/rest/{method}', async () => {
    const { urls } = stubFetch(() =>
      subsonicOk({ albumList2: { album: [{ id: 'al-1', name: 'Kind of Blue', year: '1959' }] } }),
    )
    const result = await request(connection, 'getAlbumList2', AlbumList, { type: 'newest', size: 30 })
    if (isLeft(result)) throw new Error(result.left.message)
    expect(result.right.value.albumList2.album).toEqual([{ id: 'al-1', name: 'Kind of Blue', year: 1959 }])
    expect(result.right.meta).toMatchObject({ status: 'ok', version: '1.16.1', type: 'supysonic' })
    expect(urls).toHaveLength(1)
    expect(urls[0]?.pathname).toBe('/rest/getAlbumList2')
    expect(urls[0]?.searchParams.get('type')).toBe('newest')
    expect(urls[0]?.searchParams.get('size')).toBe('30')
    expect(urls[0]?.searchParams.get('t')).toBe('tok')
  })

  it('reads the total count from the x-total-count header', async () => {
    stubFetch(() =>
      jsonResponse(
        { 'subsonic-response': { status: 'ok', version: '1.16.1', albumList2: { album: [] } } },
        { headers: { 'x-total-count': '1234' } },
      ),
    )
    const result = await request(connection, 'getAlbumList2', AlbumList)
    expect(isRight(result) && result.right.totalCount).toBe(1234)
  })

  it('gives no total count when the header is absent or not a number', async () => {
    stubFetch((_, call) =>
      call === 0
        ? subsonicOk({ albumList2: { album: [] } })
        : jsonResponse(
            { 'subsonic-response': { status: 'ok', version: '1.16.1', albumList2: { album: [] } } },
            { headers: { 'x-total-count': 'many' } },
          ),
    )
    const without = await request(connection, 'getAlbumList2', AlbumList)
    const garbled = await request(connection, 'getAlbumList2', AlbumList)
    expect(isRight(without) && without.right.totalCount).toBeUndefined()
    expect(isRight(garbled) && garbled.right.totalCount).toBeUndefined()
  })

  it('turns status "failed" into a server failure with the code, message and stated version', async () => {
    stubFetch(() => subsonicFailed(40, 'Wrong username or password', { version: '1.15.0' }))
    const failure = await failureOf(request(connection, 'ping.view', t.unknown))
    expect(failure).toEqual({ kind: 'server', code: 40, message: 'Wrong username or password', serverVersion: '1.15.0' })
    expect(describeFailure(failure)).toBe('Server error 40: Wrong username or password')
  })

  it('accepts an error code sent as a string', async () => {
    stubFetch(() =>
      jsonResponse({ 'subsonic-response': { status: 'failed', version: '1.16.1', error: { code: '70', message: 'Not found' } } }),
    )
    expect(await failureOf(request(connection, 'getAlbum', t.unknown, { id: 'x' }))).toMatchObject({ kind: 'server', code: 70 })
  })

  it('gives a generic server failure when a failed reply carries no error object', async () => {
    stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'failed', version: '1.16.1' } }))
    expect(await failureOf(request(connection, 'ping.view', t.unknown))).toEqual({
      kind: 'server',
      code: 0,
      message: 'The server refused the request',
      serverVersion: '1.16.1',
    })
  })

  it('turns a non-JSON reply into a decode failure with a clear message', async () => {
    stubFetch(() => new Response('<html>Welcome to nginx</html>', { headers: { 'content-type': 'text/html' } }))
    const failure = await failureOf(request(connection, 'ping.view', t.unknown))
    expect(failure).toEqual({
      kind: 'decode',
      message: 'The server did not answer with JSON: is this a Subsonic server address?',
    })
  })

  it('turns a non-JSON error page into an HTTP failure with its status', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }))
    const failure = await failureOf(request(connection, 'ping.view', t.unknown))
    expect(failure).toEqual({ kind: 'http', status: 502, message: 'Bad Gateway' })
    expect(describeFailure(failure)).toBe('HTTP 502: Bad Gateway')
  })

  it('names the missing subsonic-response object', async () => {
    stubFetch(() => jsonResponse({ hello: 'world' }))
    const failure = await failureOf(request(connection, 'ping.view', t.unknown))
    expect(failure.kind).toBe('decode')
    expect(failure.message).toContain('"subsonic-response"')
  })

  it('names the path of an envelope field of the wrong type', async () => {
    stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'maybe', version: '1.16.1' } }))
    const failure = await failureOf(request(connection, 'ping.view', t.unknown))
    expect(failure.kind).toBe('decode')
    expect(failure.message).toContain('"status"')
    expect(failure.message).toContain('"maybe"')
  })

  it('names the path of a payload field of the wrong type', async () => {
    stubFetch(() =>
      subsonicOk({ albumList2: { album: [{ id: 'a', name: 'A', year: 2001 }, { id: 'b', name: 'B', year: 'soon' }] } }),
    )
    const failure = await failureOf(request(connection, 'getAlbumList2', AlbumList))
    expect(failure.kind).toBe('decode')
    expect(failure.message).toContain('getAlbumList2')
    expect(failure.message).toContain('"albumList2.album.1.year"')
    expect(failure.message).toContain('"soon"')
  })

  it('turns a rejected fetch into a network failure instead of throwing', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))))
    const failure = await failureOf(request(connection, 'ping.view', t.unknown))
    expect(failure.kind).toBe('network')
    expect(failure.message).toContain('Failed to fetch')
  })

  it('turns a reply whose body cannot be read into a network failure', async () => {
    const broken = new Response('{}')
    vi.spyOn(broken, 'text').mockRejectedValue(new Error('connection reset'))
    vi.stubGlobal('fetch', vi.fn(async () => broken))
    const failure = await failureOf(request(connection, 'ping.view', t.unknown))
    expect(failure.kind).toBe('network')
    expect(failure.message).toContain('connection reset')
  })

  it('sends the requested HTTP method without cookies', async () => {
    const fetchSpy = vi.fn<(url: URL, init: RequestInit) => Promise<Response>>(async () => subsonicOk())
    vi.stubGlobal('fetch', fetchSpy)
    await request(connection, 'createInternetRadioStation', t.unknown, { name: 'FIP' }, { method: 'POST' })
    await request(connection, 'ping.view', t.unknown)
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'omit' })
    expect(fetchSpy.mock.calls[1]?.[1]).toMatchObject({ method: 'GET' })
  })

  it('fails without any request when the auth type is unknown', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    const credentials = { authType: 'apikey', username: 'alice' } as unknown as Credentials
    const failure = await failureOf(request({ ...connection, credentials }, 'ping.view', t.unknown))
    expect(failure).toEqual({ kind: 'config', message: 'Invalid/unspecified auth type' })
    expect(urls).toHaveLength(0)
  })
})

describe('requestEnvelope', () => {
  it('returns a failed reply as data, with its meta', async () => {
    stubFetch(() => subsonicFailed(30, 'Incompatible', { version: '1.10.2', type: 'gonic' }))
    const result = await requestEnvelope(connection, 'ping.view')
    if (isLeft(result)) throw new Error(result.left.message)
    expect(result.right.meta).toMatchObject({ status: 'failed', version: '1.10.2', type: 'gonic', error: { code: 30 } })
  })

  it('reads openSubsonic sent as a string', async () => {
    stubFetch(() => subsonicOk({ openSubsonic: 'true', serverVersion: '0.53.3' }, { type: 'navidrome' }))
    const result = await requestEnvelope(connection, 'ping.view')
    if (isLeft(result)) throw new Error(result.left.message)
    expect(result.right.meta.openSubsonic).toBe(true)
    expect(result.right.meta.serverVersion).toBe('0.53.3')
  })
})
