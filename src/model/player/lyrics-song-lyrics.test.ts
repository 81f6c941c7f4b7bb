import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { NAVIDROME, navidromeFixture } from '../../testing/navidrome-fixtures'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { forkWithShell } from '../../testing/scope'
import { listPlayed } from '../queue/queue-events'
import { serverSaved } from '../session/server-config'
import { $serverExtensions } from '../session/server-extensions'
import { preferSyncedLyricsChanged } from './audio-settings'
import { $lyrics, lyricsViewShown } from './lyrics'

/** The OpenSubsonic `songLyrics` source: asked only when the server advertises it. */

const rick: Song = { id: 'tr-1', title: 'Never Gonna Give You Up', artist: 'Rick Astley', album: 'Whenever You Need Somebody', duration: 213 }
const other: Song = { id: 'tr-2', title: 'Together Forever', artist: 'Rick Astley', album: 'Whenever You Need Somebody', duration: 205 }

/** The recorded Navidrome reply plus `songLyrics`, the way Navidrome advertises it. */
function extensionsWithSongLyrics(): unknown {
  const recorded = navidromeFixture('getOpenSubsonicExtensions') as { 'subsonic-response': { openSubsonicExtensions: unknown[] } }
  const reply = recorded['subsonic-response']
  return { 'subsonic-response': { ...reply, openSubsonicExtensions: [...reply.openSubsonicExtensions, { name: 'songLyrics', versions: [1] }] } }
}

const UNKNOWN_METHOD = { 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 0, message: 'Unknown method' } } }

/** Answers each Subsonic method from `replies`; LRCLIB finds nothing. Records the methods asked. */
function serve(replies: Record<string, () => Response>): { methods: () => string[] } {
  const { urls } = stubFetch((url) => {
    if (!url.pathname.includes('/rest/')) return jsonResponse({ message: 'Not found' }, { status: 404 })
    const method = url.pathname.split('/').at(-1) ?? ''
    const reply = replies[method]
    return reply ? reply() : jsonResponse(UNKNOWN_METHOD, { status: 404 })
  })
  return { methods: () => urls.filter((url) => url.pathname.includes('/rest/')).map((url) => url.pathname.split('/').at(-1) ?? '') }
}

async function signedInToNavidrome(preferSynced: boolean): Promise<Scope> {
  const { scope } = forkWithShell()
  await allSettled(serverSaved, {
    scope,
    params: { url: NAVIDROME.url, credentials: NAVIDROME.credentials, protocolVersion: '1.16.1', serverType: 'navidrome' },
  })
  await allSettled(preferSyncedLyricsChanged, { scope, params: preferSynced })
  return scope
}

async function showLyricsOf(scope: Scope, song: Song) {
  await allSettled(listPlayed, { scope, params: { songs: [song], index: 0 } })
  await allSettled(lyricsViewShown, { scope, params: true })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('lyrics from the OpenSubsonic songLyrics extension', () => {
  it("uses the server's synced lines first when the server advertises songLyrics", async () => {
    const { methods } = serve({
      getOpenSubsonicExtensions: () => jsonResponse(extensionsWithSongLyrics()),
      getLyricsBySongId: () => jsonResponse(navidromeFixture('getLyricsBySongId')),
      getLyrics: () => jsonResponse(navidromeFixture('getLyrics')),
    })
    const scope = await signedInToNavidrome(true)
    await showLyricsOf(scope, rick)

    const state = scope.getState($lyrics)
    expect(state.status).toBe('ready')
    if (state.status !== 'ready') return
    expect(state.lyrics).toMatchObject({ source: 'songLyrics', synced: true, artist: 'Rick Astley', title: 'Never Gonna Give You Up' })
    // The fixture's starts less its 100 ms offset.
    expect(state.lyrics.lines).toEqual([
      { start: 18700, text: "We're no strangers to love" },
      { start: 22701, text: 'You know the rules and so do I' },
    ])
    expect(methods()).toEqual(['getOpenSubsonicExtensions', 'getLyricsBySongId'])
    expect(scope.getState($serverExtensions)?.names).toContain('songLyrics')
  })

  it('asks for the extensions once per connection', async () => {
    const { methods } = serve({
      getOpenSubsonicExtensions: () => jsonResponse(extensionsWithSongLyrics()),
      getLyricsBySongId: () => jsonResponse(navidromeFixture('getLyricsBySongId')),
    })
    const scope = await signedInToNavidrome(true)
    await showLyricsOf(scope, rick)
    await showLyricsOf(scope, other)
    expect(methods()).toEqual(['getOpenSubsonicExtensions', 'getLyricsBySongId', 'getLyricsBySongId'])
    expect(methods().filter((method) => method === 'getLyricsBySongId')).toHaveLength(2)
  })

  it('shows the unsynced server lines when synced lyrics are not preferred', async () => {
    serve({
      getOpenSubsonicExtensions: () => jsonResponse(extensionsWithSongLyrics()),
      getLyricsBySongId: () => jsonResponse(navidromeFixture('getLyricsBySongId')),
    })
    const scope = await signedInToNavidrome(false)
    await showLyricsOf(scope, rick)
    const state = scope.getState($lyrics)
    expect(state.status === 'ready' && state.lyrics).toMatchObject({
      source: 'songLyrics',
      synced: false,
      value: "We're no strangers to love\nYou know the rules and so do I",
    })
  })

  it('never calls getLyricsBySongId when songLyrics is not advertised (the recorded Navidrome reply)', async () => {
    const { methods } = serve({
      getOpenSubsonicExtensions: () => jsonResponse(navidromeFixture('getOpenSubsonicExtensions')),
      getLyricsBySongId: () => jsonResponse(navidromeFixture('getLyricsBySongId')),
      getLyrics: () => jsonResponse(navidromeFixture('getLyrics')),
    })
    const scope = await signedInToNavidrome(false)
    await showLyricsOf(scope, rick)
    const state = scope.getState($lyrics)
    expect(state.status === 'ready' && state.lyrics).toMatchObject({ source: 'server', synced: false })
    expect(state.status === 'ready' && state.lyrics.value).toMatch(/^Never gonna give you up\n/)
    expect(methods()).toEqual(['getOpenSubsonicExtensions', 'getLyrics'])
  })

  it('treats a server without the call (Unknown method, HTTP 404) as having none, and asks it only once', async () => {
    const { methods } = serve({ getLyrics: () => jsonResponse(navidromeFixture('getLyrics')) })
    const scope = await signedInToNavidrome(false)
    await showLyricsOf(scope, rick)
    await showLyricsOf(scope, other)
    expect(methods()).toEqual(['getOpenSubsonicExtensions', 'getLyrics', 'getLyrics'])
    expect(scope.getState($serverExtensions)?.names).toEqual([])
    const state = scope.getState($lyrics)
    expect(state.status === 'ready' && state.lyrics.source).toBe('server')
  })

  it('asks again after a network failure, which tells nothing about the server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    let extensionsAsked = 0
    const { methods } = serve({
      getOpenSubsonicExtensions: () => {
        extensionsAsked += 1
        if (extensionsAsked === 1) throw new TypeError('Failed to fetch')
        return jsonResponse(extensionsWithSongLyrics())
      },
      getLyricsBySongId: () => jsonResponse(navidromeFixture('getLyricsBySongId')),
      getLyrics: () => jsonResponse(navidromeFixture('getLyrics')),
    })
    const scope = await signedInToNavidrome(false)
    await showLyricsOf(scope, rick)
    expect(scope.getState($serverExtensions)).toBeNull()
    const first = scope.getState($lyrics)
    expect(first.status === 'ready' && first.lyrics.source).toBe('server')
    await showLyricsOf(scope, other)
    const second = scope.getState($lyrics)
    expect(second.status === 'ready' && second.lyrics.source).toBe('songLyrics')
    expect(methods()).toEqual(['getOpenSubsonicExtensions', 'getLyrics', 'getOpenSubsonicExtensions', 'getLyricsBySongId'])
  })
})
