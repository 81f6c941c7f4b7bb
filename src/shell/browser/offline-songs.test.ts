// @vitest-environment node
// Response and Blob as Node has them (jsdom's Blob cannot feed a Response).
import { describe, expect, it } from 'vitest'
import { OFFLINE_CACHE } from '../../sw/offline-key'
import { fakeCacheStorage } from '../../testing/fake-cache-storage'
import { OfflineSongError } from '../shell'
import { cacheOfflineSongs } from './offline-songs'

const PAGE = 'http://app.test/'
const ADDRESS = '/media/o0123abcd/stream?id=tr-1&maxBitRate=0'
const KEY = `${PAGE}offline/o0123abcd/tr-1/0/source`
const COVER = '/media/o0123abcd/getCoverArt?id=al-1&size=300'

/** A fetch answering `body` with `announced` as its Content-Length. */
function answering(body: Uint8Array<ArrayBuffer>, announced = body.byteLength): typeof fetch {
  return async () => new Response(body, { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': String(announced) } })
}

const host = (fetchFn: typeof fetch) => {
  const caches = fakeCacheStorage()
  return { caches, songs: cacheOfflineSongs({ fetch: fetchFn, caches, location: { href: PAGE }, navigator: {} }, '/') }
}

describe('kept songs in Cache Storage', () => {
  it('stores a whole answer under the song-and-quality key the worker looks up, with its length', async () => {
    const { caches, songs } = host(answering(new Uint8Array(5000)))
    expect(await songs.keep(ADDRESS, new AbortController().signal, '')).toBe(5000)
    expect(caches.stored(OFFLINE_CACHE)).toEqual([KEY])
    const kept = await (await caches.open(OFFLINE_CACHE)).match(KEY)
    expect(kept?.headers.get('Content-Length')).toBe('5000')
  })

  it('a body shorter than announced is refused as cut, and nothing is stored', async () => {
    const { caches, songs } = host(answering(new Uint8Array(2500), 5000))
    const failure = await songs.keep(ADDRESS, new AbortController().signal, '').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(OfflineSongError)
    expect((failure as OfflineSongError).reason).toBe('cut')
    expect(caches.stored(OFFLINE_CACHE)).toEqual([])
  })

  it('a full storage is reported as the quota', async () => {
    const { caches, songs } = host(answering(new Uint8Array(5000)))
    caches.quota = 1000
    const failure = await songs.keep(ADDRESS, new AbortController().signal, '').catch((error: unknown) => error)
    expect((failure as OfflineSongError).reason).toBe('quota')
  })

  it('removes a copy by its media address', async () => {
    const { caches, songs } = host(answering(new Uint8Array(10)))
    await songs.keep(ADDRESS, new AbortController().signal, '')
    await songs.remove([`${ADDRESS}&estimateContentLength=true`])
    expect(caches.stored(OFFLINE_CACHE)).toEqual([])
  })

  it('keeps a cover under its cover-and-size key, apart from the songs, and removes it by its address', async () => {
    const { caches, songs } = host(async () => new Response(new Uint8Array(700), { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '700' } }))
    expect(await songs.keep(COVER, new AbortController().signal, '')).toBe(700)
    expect(caches.stored(OFFLINE_CACHE)).toEqual([`${PAGE}offline-covers/o0123abcd/al-1/300`])
    await songs.remove([COVER])
    expect(caches.stored(OFFLINE_CACHE)).toEqual([])
  })

  it('a cover answered with an error document is refused, and nothing is stored', async () => {
    const { caches, songs } = host(async () => new Response('{"subsonic-response":{"status":"failed","error":{"code":70,"message":"Cover art not found"}}}', { headers: { 'Content-Type': 'application/json' } }))
    const failure = await songs.keep(COVER, new AbortController().signal, '').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(OfflineSongError)
    expect(caches.stored(OFFLINE_CACHE)).toEqual([])
  })

  it('forgets every copy of one server key, songs and covers, and only of it', async () => {
    const { caches, songs } = host(answering(new Uint8Array(10)))
    await songs.keep(ADDRESS, new AbortController().signal, '')
    await songs.keep(COVER, new AbortController().signal, '')
    await songs.keep('/media/x99999999/stream?id=tr-1&maxBitRate=0', new AbortController().signal, '')
    await songs.forget('o0123abcd')
    expect(caches.stored(OFFLINE_CACHE)).toEqual([`${PAGE}offline/x99999999/tr-1/0/source`])
  })
})
