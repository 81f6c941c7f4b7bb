import { isLeft } from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import type { ApiFailure } from '../core/failure'
import { isUnsupportedCall } from '../core/failure'
import { NAVIDROME, navidromeFixture, serveFixture } from '../../testing/navidrome-fixtures'
import { getLyrics, getLyricsBySongId, getOpenSubsonicExtensions, hasExtension, SONG_LYRICS_EXTENSION } from './lyrics'
import { createPlaylist, createPlaylistWithDetails, deletePlaylist, updatePlaylist } from './playlists'
import { createInternetRadioStation, deleteInternetRadioStation, updateInternetRadioStation } from './radio-stations'
import { scrobble } from './scrobble'
import { getTopSongs } from './songs'
import { star, unstar } from './starred'

function valueOf<A>(result: Either<ApiFailure, A>): A {
  if (isLeft(result)) throw new Error(result.left.message)
  return result.right
}

function paramsOf(url: URL | undefined, key: string): string[] {
  return url?.searchParams.getAll(key) ?? []
}

/** Like stubFetch, and records each request's method too. */
function stubWithMethods(reply: () => Response): { calls: { url: URL; method: string }[] } {
  const calls: { url: URL; method: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init?: RequestInit) => {
      calls.push({ url: new URL(input.toString()), method: init?.method ?? 'GET' })
      return reply()
    }),
  )
  return { calls }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('playlist writes', () => {
  it('createPlaylist sends the name and a repeated songId, and reads the playlist Navidrome answers', async () => {
    const { urls } = serveFixture('createPlaylist')
    const playlist = valueOf(await createPlaylist(NAVIDROME, 'New one', ['1', '2']))
    expect(playlist).toMatchObject({ id: '444', name: 'New one' })
    expect(urls).toHaveLength(1)
    expect(paramsOf(urls[0], 'name')).toEqual(['New one'])
    expect(paramsOf(urls[0], 'songId')).toEqual(['1', '2'])
  })

  it('createPlaylist on a bare ok (Supysonic) finds our newest playlist of that name', async () => {
    const { urls } = stubFetch((url) =>
      url.pathname.endsWith('/createPlaylist')
        ? subsonicOk()
        : subsonicOk({
            playlists: {
              playlist: [
                { id: 'old', name: 'Mix', created: '2024-01-01T10:00:00', owner: 'alice' },
                { id: 'new', name: 'Mix', created: '2025-06-01T10:00:00', owner: 'alice' },
                { id: 'theirs', name: 'Mix', created: '2025-07-01T10:00:00', owner: 'bob', public: true },
                { id: 'other', name: 'Other', created: '2026-01-01T10:00:00' },
              ],
            },
          }),
    )
    expect(valueOf(await createPlaylist(NAVIDROME, 'Mix'))).toMatchObject({ id: 'new' })
    expect(urls.map((url) => url.pathname)).toEqual(['/music/rest/createPlaylist', '/music/rest/getPlaylists'])
    expect(paramsOf(urls[0], 'songId')).toEqual([])
  })

  it('createPlaylist is null when the new playlist cannot be found', async () => {
    stubFetch((url) => (url.pathname.endsWith('/createPlaylist') ? subsonicOk() : subsonicOk({ playlists: {} })))
    expect(valueOf(await createPlaylist(NAVIDROME, 'Mix'))).toBeNull()
  })

  it('updatePlaylist sends only what is set, one value or a list', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    valueOf(await updatePlaylist(NAVIDROME, { playlistId: 'p1', name: 'Renamed' }))
    expect([...(urls[0]?.searchParams.keys() ?? [])].filter((key) => !['u', 'v', 'c', 'f', 't', 's'].includes(key))).toEqual([
      'playlistId',
      'name',
    ])
    valueOf(await updatePlaylist(NAVIDROME, { playlistId: 'p1', public: false, comment: '', songIdToAdd: 's1', songIndexToRemove: 3 }))
    expect(paramsOf(urls[1], 'public')).toEqual(['false'])
    expect(paramsOf(urls[1], 'comment')).toEqual([''])
    expect(paramsOf(urls[1], 'songIdToAdd')).toEqual(['s1'])
    expect(paramsOf(urls[1], 'songIndexToRemove')).toEqual(['3'])
    valueOf(await updatePlaylist(NAVIDROME, { playlistId: 'p1', songIdToAdd: ['a', 'b'], songIndexToRemove: [0, 2] }))
    expect(paramsOf(urls[2], 'songIdToAdd')).toEqual(['a', 'b'])
    expect(paramsOf(urls[2], 'songIndexToRemove')).toEqual(['0', '2'])
    expect(paramsOf(urls[2], 'name')).toEqual([])
  })

  it('createPlaylistWithDetails creates by name, then updates comment, public and songs', async () => {
    const { urls } = stubFetch((url) => (url.pathname.endsWith('/createPlaylist') ? jsonResponse(navidromeFixture('createPlaylist')) : subsonicOk()))
    const playlist = valueOf(await createPlaylistWithDetails(NAVIDROME, { name: 'New one', comment: 'c', public: true, songIds: ['1', '2'] }))
    expect(playlist.id).toBe('444')
    expect(urls.map((url) => url.pathname)).toEqual(['/music/rest/createPlaylist', '/music/rest/updatePlaylist'])
    expect(paramsOf(urls[0], 'songId')).toEqual([])
    expect(Object.fromEntries(['playlistId', 'comment', 'public'].map((key) => [key, urls[1]?.searchParams.get(key)]))).toEqual({
      playlistId: '444',
      comment: 'c',
      public: 'true',
    })
    expect(paramsOf(urls[1], 'songIdToAdd')).toEqual(['1', '2'])
  })

  it('createPlaylistWithDetails skips the update when there is nothing to add, and fails on an unknown id or a failed update (deleting the new playlist)', async () => {
    const bare = stubFetch(() => jsonResponse(navidromeFixture('createPlaylist')))
    valueOf(await createPlaylistWithDetails(NAVIDROME, { name: 'New one' }))
    expect(bare.urls).toHaveLength(1)
    vi.unstubAllGlobals()
    stubFetch((url) => (url.pathname.endsWith('/getPlaylists') ? subsonicOk({ playlists: {} }) : subsonicOk()))
    const unknown = await createPlaylistWithDetails(NAVIDROME, { name: 'Lost', comment: 'x' })
    expect(isLeft(unknown) && unknown.left.kind).toBe('decode')
    vi.unstubAllGlobals()
    const refusing = stubFetch((url) => (url.pathname.endsWith('/updatePlaylist') ? subsonicFailed(50, 'not allowed') : jsonResponse(navidromeFixture('createPlaylist'))))
    const refused = await createPlaylistWithDetails(NAVIDROME, { name: 'New one', public: true })
    expect(isLeft(refused) && refused.left).toMatchObject({ kind: 'server', code: 50 })
    // The half-made playlist is deleted again.
    expect(refusing.urls.map((url) => `${url.pathname} ${url.searchParams.get('id') ?? ''}`.trim())).toEqual([
      '/music/rest/createPlaylist',
      '/music/rest/updatePlaylist',
      '/music/rest/deletePlaylist 444',
    ])
  })

  it('deletePlaylist is a GET (Supysonic refuses DELETE with 405)', async () => {
    const { calls } = stubWithMethods(() => subsonicOk())
    valueOf(await deletePlaylist(NAVIDROME, 'p1'))
    expect(calls.map((call) => [call.method, call.url.pathname, call.url.searchParams.get('id')])).toEqual([
      ['GET', '/music/rest/deletePlaylist', 'p1'],
    ])
  })
})

describe('radio, star and scrobble writes', () => {
  it('creates with POST (parameters in the query), updates and deletes with GET', async () => {
    const { calls } = stubWithMethods(() => subsonicOk())
    const fields = { name: 'Jazz FM', streamUrl: 'https://jazz.example/stream', homepageUrl: 'https://jazz.example' }
    valueOf(await createInternetRadioStation(NAVIDROME, fields))
    valueOf(await updateInternetRadioStation(NAVIDROME, 'r1', { name: 'Jazz', streamUrl: 'https://jazz.example/s' }))
    valueOf(await deleteInternetRadioStation(NAVIDROME, 'r1'))
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([
      ['POST', '/music/rest/createInternetRadioStation'],
      ['GET', '/music/rest/updateInternetRadioStation'],
      ['GET', '/music/rest/deleteInternetRadioStation'],
    ])
    expect(Object.fromEntries(['name', 'streamUrl', 'homepageUrl'].map((key) => [key, calls[0]?.url.searchParams.get(key)]))).toEqual(fields)
    expect(calls[1]?.url.searchParams.get('id')).toBe('r1')
    expect(calls[1]?.url.searchParams.has('homepageUrl')).toBe(false)
    expect(calls[2]?.url.searchParams.get('id')).toBe('r1')
  })

  it('star and unstar send id, albumId and artistId, one or many', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    valueOf(await star(NAVIDROME, { id: ['s1', 's2'], albumId: 'al1' }))
    valueOf(await unstar(NAVIDROME, { artistId: 'ar1' }))
    expect(paramsOf(urls[0], 'id')).toEqual(['s1', 's2'])
    expect(paramsOf(urls[0], 'albumId')).toEqual(['al1'])
    expect(paramsOf(urls[0], 'artistId')).toEqual([])
    expect(urls[1]?.pathname).toBe('/music/rest/unstar')
    expect(paramsOf(urls[1], 'artistId')).toEqual(['ar1'])
  })

  it('scrobble sends the time in ms as a string and the submission flag', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    valueOf(await scrobble(NAVIDROME, 's1', { time: 1_700_000_000_123, submission: false }))
    expect(Object.fromEntries(['id', 'time', 'submission'].map((key) => [key, urls[0]?.searchParams.get(key)]))).toEqual({
      id: 's1',
      time: '1700000000123',
      submission: 'false',
    })
    vi.useFakeTimers({ now: 1_650_000_000_000, toFake: ['Date'] })
    try {
      valueOf(await scrobble(NAVIDROME, 's1'))
    } finally {
      vi.useRealTimers()
    }
    expect(urls[1]?.searchParams.get('time')).toBe('1650000000000')
    expect(urls[1]?.searchParams.get('submission')).toBe('true')
  })
})

describe('lyrics calls and OpenSubsonic extensions', () => {
  it('getLyrics reads artist, title and value; Navidrome without lyrics answers value ""', async () => {
    const { urls } = serveFixture('getLyrics')
    const lyrics = valueOf(await getLyrics(NAVIDROME, 'Rick Astley', 'Never Gonna Give You Up'))
    expect(lyrics).toMatchObject({ artist: 'Rick Astley', title: 'Never Gonna Give You Up' })
    expect(lyrics.value).toMatch(/^Never gonna give you up\n/)
    expect(Object.fromEntries(['artist', 'title'].map((key) => [key, urls[0]?.searchParams.get(key)]))).toEqual({
      artist: 'Rick Astley',
      title: 'Never Gonna Give You Up',
    })
    vi.unstubAllGlobals()
    serveFixture('getLyrics-empty')
    expect(valueOf(await getLyrics(NAVIDROME, 'A', 'B'))).toEqual({ artist: 'A', title: 'B', value: '' })
  })

  it('getLyricsBySongId reads synced and unsynced structured lyrics; none is []', async () => {
    const { urls } = serveFixture('getLyricsBySongId')
    const all = valueOf(await getLyricsBySongId(NAVIDROME, 'song-1'))
    expect(urls[0]?.searchParams.get('id')).toBe('song-1')
    expect(all.map((lyrics) => [lyrics.lang, lyrics.synced, lyrics.offset])).toEqual([
      ['eng', true, 100],
      ['xxx', false, 100],
    ])
    expect(all[0]?.line).toEqual([
      { start: 18800, value: "We're no strangers to love" },
      { start: 22801, value: 'You know the rules and so do I' },
    ])
    vi.unstubAllGlobals()
    serveFixture('getLyricsBySongId-empty')
    expect(valueOf(await getLyricsBySongId(NAVIDROME, 'song-1'))).toEqual([])
  })

  it('getOpenSubsonicExtensions lists names and versions', async () => {
    serveFixture('getOpenSubsonicExtensions')
    const extensions = valueOf(await getOpenSubsonicExtensions(NAVIDROME))
    expect(extensions).toEqual([{ name: 'template', versions: [1, 2] }])
    expect(hasExtension(extensions, SONG_LYRICS_EXTENSION)).toBe(false)
    expect(hasExtension([{ name: 'songLyrics', versions: [1] }], SONG_LYRICS_EXTENSION)).toBe(true)
    vi.unstubAllGlobals()
    serveFixture('getOpenSubsonicExtensions-empty')
    expect(valueOf(await getOpenSubsonicExtensions(NAVIDROME))).toEqual([])
  })
})

describe('unsupported calls', () => {
  it('an unknown method (error 0 with HTTP 404, or a bare 404/501) counts as unsupported; other failures do not', async () => {
    stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 0, message: 'Unknown method' } } }, { status: 404 }))
    const failure = await getTopSongs(NAVIDROME, 'x')
    if (!isLeft(failure)) throw new Error('expected a failure')
    expect(failure.left).toMatchObject({ kind: 'server', code: 0, httpStatus: 404 })
    expect(isUnsupportedCall(failure.left)).toBe(true)
    expect(isUnsupportedCall({ kind: 'http', status: 501, message: 'Not Implemented' })).toBe(true)
    expect(isUnsupportedCall({ kind: 'server', code: 0, message: 'Not implemented', serverVersion: '1.16.1' })).toBe(true)
    expect(isUnsupportedCall({ kind: 'server', code: 70, message: 'Song not found', serverVersion: '1.16.1' })).toBe(false)
    expect(isUnsupportedCall({ kind: 'network', message: 'down' })).toBe(false)
  })
})
