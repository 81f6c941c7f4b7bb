import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { isRight } from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getLyrics } from '../../src/api/calls/lyrics'
import { findLyrics } from '../../src/api/lyrics/find-lyrics'
import { lyricsFetchers } from '../../src/api/lyrics/lyrics-fetchers'
import { fetchLrclib, LRCLIB_CLIENT } from '../../src/api/lyrics/lrclib'
import { TRACKS, supysonicConnection, valueOf } from './supysonic'

const connection = supysonicConnection()
const plainTrack = TRACKS.find((track) => track.title === 'Midnight Walk')
const lrcTrack = TRACKS.find((track) => track.title === 'Late Tram')

/** A stand-in for LRCLIB on 127.0.0.1: knows one track, 404 for every other. */
let lrclib: http.Server
let lrclibUrl = ''
const seen: { url: URL; client: string | undefined }[] = []

beforeAll(async () => {
  lrclib = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    seen.push({ url, client: req.headers['lrclib-client']?.toString() })
    res.setHeader('content-type', 'application/json')
    if (url.pathname === '/api/get' && url.searchParams.get('track_name') === 'Smoke Rings') {
      res.end(JSON.stringify({ id: 7, trackName: 'Smoke Rings', syncedLyrics: '[00:01.00]Rings of smoke\n[00:02.50]Rise and fade', plainLyrics: 'Rings of smoke\nRise and fade' }))
      return
    }
    res.statusCode = 404
    res.end(JSON.stringify({ code: 404, name: 'TrackNotFound', message: 'Failed to find specified track' }))
  })
  await new Promise<void>((resolve) => lrclib.listen(0, '127.0.0.1', resolve))
  lrclibUrl = `http://127.0.0.1:${(lrclib.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => lrclib.close(() => resolve()))
})

describe('lyrics against a real Supysonic and a local LRCLIB', () => {
  it('getLyrics reads the lyrics file next to the song, and answers empty lyrics when there is none', async () => {
    const found = valueOf(await getLyrics(connection, 'Miles Quartet', 'Midnight Walk'))
    expect(found).toEqual({ artist: 'Miles Quartet', title: 'Midnight Walk', value: `${plainTrack?.lyrics}\n` })
    // No local lyrics: Supysonic leaves `lyrics` out (its internet fallback is blocked by the harness).
    expect(valueOf(await getLyrics(connection, 'Miles Quartet', 'Smoke Rings'))).toEqual({ artist: 'Miles Quartet', title: 'Smoke Rings', value: '' })
  })

  it('findLyrics with prefer-synced off: the server first, as plain text', async () => {
    const fetchers = lyricsFetchers(connection, { songLyrics: false, lrclibBaseUrl: lrclibUrl })
    const plain = await findLyrics(fetchers, { songId: 'x', artist: 'Miles Quartet', title: 'Midnight Walk' }, false)
    expect(plain).toMatchObject({ source: 'server', synced: false, value: plainTrack?.lyrics })
    expect(plain.lines.map((line) => line.text)).toEqual(plainTrack?.lyrics?.split('\n'))

    const lrcAsText = await findLyrics(fetchers, { songId: 'x', artist: 'Miles Quartet', title: 'Late Tram' }, false)
    expect(lrcAsText).toMatchObject({ source: 'server', synced: false, value: 'Late tram rolling by\nLights along the river\nHome, home\nHome, home' })
  })

  it('findLyrics with prefer-synced on: LRCLIB first, then the server (LRC parsed to timed lines)', async () => {
    seen.length = 0
    const fetchers = lyricsFetchers(connection, { songLyrics: false, lrclibBaseUrl: lrclibUrl })
    const synced = await findLyrics(fetchers, { songId: 'x', artist: 'Miles Quartet', title: 'Late Tram', album: 'Blue Hours', duration: lrcTrack?.duration ?? 0 }, true)
    expect(synced.source).toBe('server')
    expect(synced.synced).toBe(true)
    expect(synced.lines).toEqual([
      { start: 500, text: 'Late tram rolling by' },
      { start: 1750, text: 'Lights along the river' },
      { start: 3000, text: 'Home, home' },
      { start: 3600, text: 'Home, home' },
    ])
    // LRCLIB was asked first, with the client header and the optional fields.
    expect(seen[0]?.client).toBe(LRCLIB_CLIENT)
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      artist_name: 'Miles Quartet',
      track_name: 'Late Tram',
      album_name: 'Blue Hours',
      duration: String(lrcTrack?.duration),
    })

    const external = await findLyrics(fetchers, { songId: 'x', artist: 'Miles Quartet', title: 'Smoke Rings' }, true)
    expect(external).toMatchObject({ source: 'lrclib', synced: true, value: 'Rings of smoke\nRise and fade' })
  })

  it('no lyrics anywhere, or every source down: empty lyrics, never a throw', async () => {
    const fetchers = lyricsFetchers(connection, { songLyrics: false, lrclibBaseUrl: lrclibUrl })
    const none = await findLyrics(fetchers, { songId: 'x', artist: 'Nobody', title: 'Nothing' }, true)
    expect(none).toEqual({ artist: 'Nobody', title: 'Nothing', value: '', synced: false, lines: [], source: null })
    const down = lyricsFetchers({ ...connection, url: 'http://127.0.0.1:9' }, { songLyrics: true, lrclibBaseUrl: 'http://127.0.0.1:9' })
    expect((await findLyrics(down, { songId: 'x', artist: 'Miles Quartet', title: 'Midnight Walk' }, false)).value).toBe('')
    const notFound = await fetchLrclib({ artist: 'Nobody', title: 'Nothing' }, { baseUrl: lrclibUrl })
    expect(isRight(notFound) && notFound.right).toBeNull()
  })
})
