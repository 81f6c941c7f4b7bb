import { isLeft, isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Connection } from './connection'
import type { Credentials } from './credentials'
import { encodePassword } from './credentials'
import { buildRestUrl } from './url'

const tokenConnection: Connection = {
  url: 'https://music.example.org',
  protocolVersion: '1.16.0',
  credentials: { authType: 'token', username: 'alice', token: '26719a1196d2a940705a59634eb18eab', salt: 'c19b2d' },
}

const passwordConnection: Connection = {
  url: 'https://music.example.org',
  protocolVersion: '1.16.0',
  credentials: { authType: 'password', username: 'bob', password: encodePassword('sesame') },
}

function built(connection: Connection, method: string, ...rest: Parameters<typeof buildRestUrl> extends [unknown, unknown, ...infer R] ? R : never): URL {
  const result = buildRestUrl(connection, method, ...rest)
  if (isLeft(result)) throw new Error(`expected a URL, got ${result.left.message}`)
  return result.right
}

describe('buildRestUrl', () => {
  it('builds {server}/rest/{method} with u, v, c=Tonearm and f=json', () => {
    const url = built(tokenConnection, 'ping.view')
    expect(url.origin).toBe('https://music.example.org')
    expect(url.pathname).toBe('/rest/ping.view')
    expect(url.searchParams.get('u')).toBe('alice')
    expect(url.searchParams.get('v')).toBe('1.16.0')
    expect(url.searchParams.get('c')).toBe('Tonearm')
    expect(url.searchParams.get('f')).toBe('json')
  })

  it("uses the connection's protocol version unless the call overrides it", () => {
    expect(built({ ...tokenConnection, protocolVersion: '1.15.0' }, 'ping.view').searchParams.get('v')).toBe('1.15.0')
    expect(built(tokenConnection, 'ping.view', {}, { version: '1.10.2' }).searchParams.get('v')).toBe('1.10.2')
  })

  it('sends the token and its salt in token mode, and no password', () => {
    const url = built(tokenConnection, 'ping.view')
    expect(url.searchParams.get('t')).toBe('26719a1196d2a940705a59634eb18eab')
    expect(url.searchParams.get('s')).toBe('c19b2d')
    expect(url.searchParams.has('p')).toBe(false)
  })

  it('sends p=enc:<hex> in password mode, and no token', () => {
    const url = built(passwordConnection, 'ping.view')
    expect(url.searchParams.get('p')).toBe('enc:736573616d65')
    expect(url.searchParams.has('t')).toBe(false)
    expect(url.searchParams.has('s')).toBe(false)
    expect(url.searchParams.get('u')).toBe('bob')
  })

  it('repeats a parameter for each item of a list', () => {
    const url = built(tokenConnection, 'createPlaylist', { name: 'Mix', songId: ['1', 2, '3'] })
    expect(url.searchParams.getAll('songId')).toEqual(['1', '2', '3'])
    expect(url.searchParams.get('name')).toBe('Mix')
  })

  it('leaves out undefined and null parameters, keeps 0, false and empty strings', () => {
    const url = built(tokenConnection, 'getAlbumList2', {
      type: 'newest',
      size: 0,
      fromYear: undefined,
      genre: null,
      public: false,
      query: '',
    })
    expect(url.searchParams.has('fromYear')).toBe(false)
    expect(url.searchParams.has('genre')).toBe(false)
    expect(url.searchParams.get('size')).toBe('0')
    expect(url.searchParams.get('public')).toBe('false')
    expect(url.searchParams.get('query')).toBe('')
  })

  it('encodes parameter values', () => {
    const url = built(tokenConnection, 'search3', { query: 'AC/DC & Friends' })
    expect(url.searchParams.get('query')).toBe('AC/DC & Friends')
    expect(url.search).toContain('query=AC%2FDC+%26+Friends')
  })

  it("normalises the server URL's trailing slashes and keeps its path", () => {
    const url = built({ ...tokenConnection, url: 'https://host.example/music//' }, 'ping.view')
    expect(url.href.startsWith('https://host.example/music/rest/ping.view?')).toBe(true)
  })

  it('can leave out f for address builders (format null)', () => {
    expect(built(tokenConnection, 'stream', { id: '7' }, { format: null }).searchParams.has('f')).toBe(false)
  })

  it("fails with 'Invalid/unspecified auth type' for an unknown auth type", () => {
    const credentials = { authType: 'plain', username: 'eve', password: 'x' } as unknown as Credentials
    const result = buildRestUrl({ ...tokenConnection, credentials }, 'ping.view')
    expect(isRight(result)).toBe(false)
    expect(isLeft(result) && result.left).toEqual({ kind: 'config', message: 'Invalid/unspecified auth type' })
  })

  it('returns a config failure, never a throw, for a server address that is not a URL', () => {
    const result = buildRestUrl({ ...tokenConnection, url: 'music.example.org' }, 'ping.view')
    expect(isLeft(result) && result.left).toEqual({ kind: 'config', message: 'Invalid server URL: music.example.org' })
  })
})
