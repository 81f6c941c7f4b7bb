// @vitest-environment node
// The worker has no DOM: Request, Response and MessageChannel as Node has them.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MediaServer } from '../api/core/media-route'
import { mediaProxy } from './media-proxy'
import type { ServiceWorkerScope, WindowClient } from './worker-scope'
import { fakeCacheStorage } from '../testing/fake-cache-storage'
import { OFFLINE_CACHE } from './offline-key'

const alice: MediaServer = { key: 'x0123abcd', rest: 'https://music.example.org/rest/', auth: 'u=alice&v=1.16.0&c=Tonearm&p=enc%3A736573616d65' }
const SCOPE = 'http://app.test/'

/** A worker scope with one page that answers questions for `answer` (or never, with undefined). */
function workerWithPage(answer: MediaServer | null | undefined) {
  const questions: unknown[] = []
  const page: WindowClient = {
    id: 'page-1',
    postMessage: (message, transfer) => {
      questions.push(message)
      const port = transfer[0] as MessagePort
      if (answer !== undefined) port.postMessage(answer)
    },
  }
  const sw = {
    registration: { scope: SCOPE },
    clients: { get: async (id: string) => (id === page.id ? page : undefined), matchAll: async () => [page], claim: async () => undefined },
  } as unknown as ServiceWorkerScope
  return { sw, questions }
}

function stubFetch() {
  const sent: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init })
    return new Response('audio', { status: 206 })
  })
  return sent
}

afterEach(() => vi.unstubAllGlobals())

const streamRequest = () => new Request(`${SCOPE}media/${alice.key}/stream?id=tr-1&estimateContentLength=true`, { headers: { Range: 'bytes=100-' } })

describe('the worker’s media forwarding', () => {
  it('adds the credentials it was told, past the HTTP cache, with the Range header', async () => {
    const sent = stubFetch()
    const { sw, questions } = workerWithPage(undefined)
    const proxy = mediaProxy(sw, SCOPE)
    proxy.remember(alice)
    const response = await proxy.respond(streamRequest(), 'page-1', alice.key, 'stream')
    expect(response.status).toBe(206)
    expect(questions).toEqual([])
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe(`https://music.example.org/rest/stream?${alice.auth}&id=tr-1&estimateContentLength=true`)
    expect(sent[0]!.init).toMatchObject({ cache: 'no-store', credentials: 'omit', headers: { Range: 'bytes=100-' } })
  })

  it('restarted without credentials, asks the page that made the request, then keeps the answer', async () => {
    const sent = stubFetch()
    const { sw, questions } = workerWithPage(alice)
    const proxy = mediaProxy(sw, SCOPE)
    await proxy.respond(streamRequest(), 'page-1', alice.key, 'stream')
    await proxy.respond(streamRequest(), 'page-1', alice.key, 'stream')
    expect(questions).toEqual([{ type: 'tonearm-media-server?', key: alice.key }])
    expect(sent.map((request) => request.url.includes(alice.auth))).toEqual([true, true])
  })

  it('a question still open ends when the page sends the entry on its own', async () => {
    const sent = stubFetch()
    const { sw } = workerWithPage(undefined)
    const proxy = mediaProxy(sw, SCOPE)
    const answer = proxy.respond(streamRequest(), 'page-1', alice.key, 'stream')
    await new Promise((resolve) => setTimeout(resolve, 0))
    proxy.remember(alice)
    expect((await answer).status).toBe(206)
    expect(sent[0]!.url).toContain(alice.auth)
  })

  it('answers 503 without sending anything when no page knows the server', async () => {
    const sent = stubFetch()
    const { sw } = workerWithPage(null)
    const response = await mediaProxy(sw, SCOPE).respond(streamRequest(), 'page-1', alice.key, 'stream')
    expect(response.status).toBe(503)
    expect(sent).toEqual([])
  })

  it('with the server failing, a song kept in another quality answers (a Range slice); signing out drops the account’s kept songs', async () => {
    const caches = fakeCacheStorage()
    vi.stubGlobal('caches', caches)
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }))
    const keptKey = `${SCOPE}offline/${alice.key}/tr-1/128/mp3`
    await (await caches.open(OFFLINE_CACHE)).put(keptKey, new Response(new Uint8Array(1000), { headers: { 'Content-Type': 'audio/mpeg' } }))
    const { sw } = workerWithPage(undefined)
    const proxy = mediaProxy(sw, SCOPE)
    proxy.remember(alice)
    const response = await proxy.respond(streamRequest(), 'page-1', alice.key, 'stream')
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe('bytes 100-999/1000')
    await proxy.forget(alice.key)
    expect(caches.stored(OFFLINE_CACHE)).toEqual([])
  })

  it('a cover kept offline answers from storage without reaching the server; another size, the server failing, gets the largest one kept', async () => {
    const sent = stubFetch()
    const caches = fakeCacheStorage()
    vi.stubGlobal('caches', caches)
    const offline = await caches.open(OFFLINE_CACHE)
    await offline.put(`${SCOPE}offline-covers/${alice.key}/al-1/96`, new Response(new Uint8Array(96), { headers: { 'Content-Type': 'image/jpeg' } }))
    await offline.put(`${SCOPE}offline-covers/${alice.key}/al-1/300`, new Response(new Uint8Array(300), { headers: { 'Content-Type': 'image/jpeg' } }))
    const { sw } = workerWithPage(undefined)
    const proxy = mediaProxy(sw, SCOPE)
    proxy.remember(alice)
    const coverOf = (size: number) => new Request(`${SCOPE}media/${alice.key}/getCoverArt?id=al-1&size=${size}`)
    const small = await proxy.respond(coverOf(96), 'page-1', alice.key, 'getCoverArt')
    expect((await small.arrayBuffer()).byteLength).toBe(96)
    expect(sent).toEqual([])

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const big = await proxy.respond(coverOf(600), 'page-1', alice.key, 'getCoverArt')
    expect(big.headers.get('Content-Type')).toBe('image/jpeg')
    expect((await big.arrayBuffer()).byteLength).toBe(300)
    // Without any page to give the credentials, too.
    const { sw: alone } = workerWithPage(null)
    const unknown = await mediaProxy(alone, SCOPE).respond(coverOf(512), 'page-1', alice.key, 'getCoverArt')
    expect((await unknown.arrayBuffer()).byteLength).toBe(300)
    // A cover never kept still fails as the server does.
    await expect(proxy.respond(new Request(`${SCOPE}media/${alice.key}/getCoverArt?id=al-2&size=300`), 'page-1', alice.key, 'getCoverArt')).rejects.toThrow('Failed to fetch')
    await proxy.forget(alice.key)
    expect(caches.stored(OFFLINE_CACHE)).toEqual([])
  })

  it('the desktop app’s worker keeps no cover: Cache Storage is never opened, on a cover or on sign-out', async () => {
    const sent = stubFetch()
    const opened: string[] = []
    vi.stubGlobal('caches', { open: async (name: string) => void opened.push(name), has: async () => false })
    const { sw } = workerWithPage(undefined)
    const proxy = mediaProxy(sw, SCOPE, { keepCovers: false, keptSongs: 'served' })
    proxy.remember(alice)
    const cover = new Request(`${SCOPE}media/${alice.key}/getCoverArt?id=al-1&size=300`)
    expect((await proxy.respond(cover, 'page-1', alice.key, 'getCoverArt')).ok).toBe(true)
    await proxy.forget(alice.key)
    expect(sent.map(({ url }) => url)).toEqual([expect.stringContaining('https://music.example.org/rest/getCoverArt?')])
    expect(opened).toEqual([])
  })

  it('the desktop app’s worker answers a kept song, and its range, from the files its runtime serves where the entry says, without the server', async () => {
    const sent = stubFetch()
    const local: string[] = []
    const song = new Uint8Array(1000).fill(5)
    const index = { version: 1, songs: { [`${alice.key}/tr-1/0/source`]: { file: 'x0123abcd-tr-1-0-source-00000001.mp3', type: 'audio/mpeg', size: 1000 } } }
    // A server that answers every request whole, Range or not.
    const fetchLocal = (async (input: RequestInfo | URL) => {
      const path = String(input)
      local.push(path)
      if (path === '/kept-abc/kept-songs.json') return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } })
      if (path === '/kept-abc/x0123abcd-tr-1-0-source-00000001.mp3') return new Response(song.slice(), { headers: { 'Content-Type': 'audio/mp3' } })
      return new Response('Not found', { status: 404 })
    }) as typeof fetch
    const desktopAlice: MediaServer = { ...alice, kept: '/kept-abc/' }
    // Restarted: the worker asks the page, whose entry says where the kept songs are.
    const { sw, questions } = workerWithPage(desktopAlice)
    const proxy = mediaProxy(sw, SCOPE, { keepCovers: false, keptSongs: 'served', fetchLocal })
    const kept = await proxy.respond(streamRequest(), 'page-1', alice.key, 'stream')
    expect(questions).toHaveLength(1)
    expect(kept.status).toBe(206)
    expect(kept.headers.get('Content-Range')).toBe('bytes 100-999/1000')
    expect(kept.headers.get('Content-Type')).toBe('audio/mpeg')
    expect((await kept.arrayBuffer()).byteLength).toBe(900)
    expect(sent).toEqual([])
    // A song not kept goes to the server.
    const other = new Request(`${SCOPE}media/${alice.key}/stream?id=tr-2`)
    expect((await proxy.respond(other, 'page-1', alice.key, 'stream')).status).toBe(206)
    expect(sent.map(({ url }) => url)).toEqual([expect.stringContaining('id=tr-2')])
    expect(local).toContain('/kept-abc/x0123abcd-tr-1-0-source-00000001.mp3')
  })

  it('the desktop app’s worker plays a copy kept in another quality when the server fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }))
    const index = { version: 1, songs: { [`${alice.key}/tr-1/128/mp3`]: { file: 'a.mp3', type: 'audio/mpeg', size: 10 } } }
    const fetchLocal = (async (input: RequestInfo | URL) =>
      String(input).endsWith('kept-songs.json') ? new Response(JSON.stringify(index)) : new Response(new Uint8Array(10))) as typeof fetch
    const { sw } = workerWithPage(undefined)
    const proxy = mediaProxy(sw, SCOPE, { keepCovers: false, keptSongs: 'served', fetchLocal })
    proxy.remember({ ...alice, kept: '/kept-abc/' })
    const response = await proxy.respond(new Request(`${SCOPE}media/${alice.key}/stream?id=tr-1`), 'page-1', alice.key, 'stream')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Length')).toBe('10')
  })
})
