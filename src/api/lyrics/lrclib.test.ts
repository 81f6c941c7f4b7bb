import { isLeft, isRight } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../testing/fetch'
import { fetchLrclib, LRCLIB_BASE_URL, LRCLIB_CLIENT } from './lrclib'

function stubLrclib(reply: () => Response) {
  const requests: { url: URL; headers: Headers }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      requests.push({ url: new URL(input.toString()), headers: new Headers(init?.headers) })
      return reply()
    }),
  )
  return requests
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchLrclib', () => {
  it('asks /api/get with artist_name, track_name, album_name and rounded duration, and names the client', async () => {
    const requests = stubLrclib(() => jsonResponse({ id: 1, syncedLyrics: '[00:01.00]x', plainLyrics: 'x' }))
    const result = await fetchLrclib({ artist: 'Émilie', title: 'Ça Va', album: 'Lumière', duration: 7.4 })
    expect(isRight(result) && result.right).toMatchObject({ syncedLyrics: '[00:01.00]x', plainLyrics: 'x' })
    expect(`${requests[0]?.url.origin}${requests[0]?.url.pathname}`).toBe(`${LRCLIB_BASE_URL}/api/get`)
    expect(Object.fromEntries(requests[0]?.url.searchParams ?? [])).toEqual({
      artist_name: 'Émilie',
      track_name: 'Ça Va',
      album_name: 'Lumière',
      duration: '7',
    })
    expect(requests[0]?.headers.get('Lrclib-Client')).toBe(LRCLIB_CLIENT)
    expect(LRCLIB_CLIENT).toMatch(/^Tonearm v0\.8\.3 \(/)
  })

  it('leaves out the optional fields, and uses the injected base address', async () => {
    const requests = stubLrclib(() => jsonResponse({ plainLyrics: null, syncedLyrics: null }))
    await fetchLrclib({ artist: 'A', title: 'T', duration: 0 }, { baseUrl: 'http://127.0.0.1:1234/' })
    expect(requests[0]?.url.toString()).toBe('http://127.0.0.1:1234/api/get?artist_name=A&track_name=T')
  })

  it('404 is "no lyrics"; other errors and bad addresses are typed failures', async () => {
    stubLrclib(() => jsonResponse({ code: 404, name: 'TrackNotFound' }, { status: 404 }))
    const missing = await fetchLrclib({ artist: 'A', title: 'T' })
    expect(isRight(missing) && missing.right).toBeNull()
    vi.unstubAllGlobals()
    stubLrclib(() => jsonResponse({ message: 'busy' }, { status: 503 }))
    const busy = await fetchLrclib({ artist: 'A', title: 'T' })
    expect(isLeft(busy) && busy.left).toMatchObject({ kind: 'http', status: 503 })
    vi.unstubAllGlobals()
    stubLrclib(() => new Response('<html>oops</html>', { status: 502 }))
    const html = await fetchLrclib({ artist: 'A', title: 'T' })
    expect(isLeft(html) && html.left).toMatchObject({ kind: 'http', status: 502 })
    const bad = await fetchLrclib({ artist: 'A', title: 'T' }, { baseUrl: 'not a url' })
    expect(isLeft(bad) && bad.left.kind).toBe('config')
  })
})
