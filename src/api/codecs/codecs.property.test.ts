import fc from 'fast-check'
import type { Either } from 'fp-ts/Either'
import { isLeft, isRight } from 'fp-ts/Either'
import type * as t from 'io-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { getAlbum } from '../calls/album'
import { getArtists } from '../calls/artists'
import { getPlaylist } from '../calls/playlists'
import { search3 } from '../calls/search'
import type { ApiFailure } from '../core/failure'
import { request } from '../core/request'
import { parseLrc } from '../lyrics/lrc'
import { NAVIDROME, navidromeFixture } from '../../testing/navidrome-fixtures'
import { Album, AlbumInfo, AlbumWithSongs } from './album'
import { Artist, ArtistInfo, ArtistsIndexes, ArtistWithAlbums } from './artist'
import { ArtistRef, Contributor, ItemDate } from './credits'
import { Envelope, EnvelopeMeta } from './envelope'
import { Directory, FolderIndexes, MusicFolder } from './folders'
import { Genre } from './genre'
import { LrclibTrack, Lyrics, OpenSubsonicExtension, StructuredLyrics } from './lyrics'
import { Playlist, PlaylistWithSongs } from './playlist'
import { RadioStation } from './radio-station'
import { ScanStatus } from './scan-status'
import { SearchResult } from './search-result'
import { Song } from './song'

const CODECS: Record<string, t.Decoder<unknown, unknown>> = {
  Album,
  AlbumInfo,
  AlbumWithSongs,
  Artist,
  ArtistRef,
  Contributor,
  Directory,
  FolderIndexes,
  ItemDate,
  MusicFolder,
  ArtistInfo,
  ArtistsIndexes,
  ArtistWithAlbums,
  Envelope,
  EnvelopeMeta,
  Genre,
  LrclibTrack,
  Lyrics,
  OpenSubsonicExtension,
  StructuredLyrics,
  Playlist,
  PlaylistWithSongs,
  RadioStation,
  ScanStatus,
  SearchResult,
  Song,
}

/** JSON-ish values biased towards the shapes codecs expect: the right keys, wrong or right types. */
const KEYS = [
  ...['id', 'name', 'title', 'song', 'album', 'artist', 'entry', 'index', 'line', 'value', 'synced', 'scanning', 'streamUrl', 'year', 'bitRate', 'similarArtist', 'status', 'version', 'subsonic-response'],
  // OpenSubsonic credits and release data, folders.
  ...['artists', 'albumArtists', 'contributors', 'role', 'displayArtist', 'releaseTypes', 'isCompilation', 'originalReleaseDate', 'explicitStatus', 'sortName', 'child', 'parent'],
]
const leaf = fc.oneof(
  fc.string(),
  // Huge strings, cheap to make.
  fc.tuple(fc.string({ maxLength: 3 }), fc.integer({ min: 10_000, max: 200_000 })).map(([unit, n]) => unit.repeat(n)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
)
const shaped = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 8 }),
  ),
})).value

const anyJson = fc.oneof(shaped, fc.jsonValue())

beforeEach(() => {
  // Random lists drop their malformed items with a warning each: keep the output readable.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('codecs never throw', () => {
  for (const [name, codec] of Object.entries(CODECS)) {
    it(`${name}: any value decodes to a value or a failure`, () => {
      fc.assert(
        fc.property(anyJson, (value) => {
          const result = codec.decode(value)
          expect(isLeft(result) || isRight(result)).toBe(true)
        }),
        { numRuns: 150 },
      )
    })
  }
})

function isTypedFailure(failure: ApiFailure): boolean {
  return ['network', 'timeout', 'http', 'server', 'decode', 'config'].includes(failure.kind) && typeof failure.message === 'string'
}

describe('request and calls never throw on what a server may send', () => {
  const CALLS: (() => Promise<Either<ApiFailure, unknown>>)[] = [
    () => getAlbum(NAVIDROME, '1'),
    () => getArtists(NAVIDROME),
    () => getPlaylist(NAVIDROME, '1'),
    () => search3(NAVIDROME, 'navidrome', { query: '' }),
  ]

  it('random JSON replies: a typed failure or a valid value', async () => {
    await fc.assert(
      fc.asyncProperty(anyJson, fc.integer({ min: 0, max: CALLS.length - 1 }), fc.constantFrom(200, 404, 500), async (body, which, status) => {
        stubFetch(() => new Response(JSON.stringify(body) ?? 'undefined', { status }))
        const result = await CALLS[which]?.()
        if (!result) throw new Error('no call')
        expect(isRight(result) || isTypedFailure(result.left)).toBe(true)
      }),
      { numRuns: 150 },
    )
  })

  it('random values inside an ok envelope: a typed failure or a valid value', async () => {
    await fc.assert(
      fc.asyncProperty(shaped, async (payload) => {
        stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1', album: payload, artists: payload } }))
        for (const call of CALLS.slice(0, 2)) {
          const result = await call()
          expect(isRight(result) || result.left.kind === 'decode').toBe(true)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('truncated replies of every fixture: a typed failure, never a throw', async () => {
    const text = JSON.stringify(navidromeFixture('getAlbum'))
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: text.length - 1 }), async (cut) => {
        stubFetch(() => new Response(text.slice(0, cut), { status: 200 }))
        const result = await request(NAVIDROME, 'getAlbum', Album)
        expect(isLeft(result) && result.left.kind).toBe('decode')
      }),
      { numRuns: 200 },
    )
  })

  it('a fetch that rejects or a body that fails to read: a network failure', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (message) => {
        vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError(message))))
        const result = await getArtists(NAVIDROME)
        expect(isLeft(result) && result.left.kind).toBe('network')
      }),
      { numRuns: 50 },
    )
  })
})

describe('parseLrc never throws', () => {
  it('any text gives lines in time order', () => {
    const lrcish = fc.array(
      fc.oneof(
        fc.string(),
        fc.tuple(fc.nat(200), fc.nat(59), fc.nat(999), fc.string()).map(([m, s, f, text]) => `[${m}:${s}.${f}]${text}`),
        fc.integer({ min: -5000, max: 5000 }).map((offset) => `[offset:${offset}]`),
      ),
      { maxLength: 30 },
    )
    fc.assert(
      fc.property(fc.oneof(fc.string(), lrcish.map((rows) => rows.join('\n'))), (text) => {
        const parsed = parseLrc(text)
        const starts = parsed.lines.map((line) => line.start ?? 0)
        expect(starts).toEqual([...starts].sort((a, b) => a - b))
        for (const line of parsed.lines) {
          expect(parsed.synced ? line.start !== null && line.start >= 0 : line.start === null).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('one malformed item never fails the whole list', () => {
  const validSong = fc.record({ id: fc.uuid(), title: fc.string({ minLength: 1 }), year: fc.integer({ min: 1900, max: 2100 }) })
  /** What a server may break in one song: a null, a wrong type, a missing id. */
  const breakSong = fc.constantFrom<(song: Record<string, unknown>) => Record<string, unknown>>(
    (song) => ({ ...song, year: null }),
    (song) => ({ ...song, year: 'soon' }),
    (song) => ({ ...song, duration: { seconds: 3 } }),
    (song) => ({ ...song, id: null }),
    (song) => ({ ...song, title: [] }),
  )
  const songsWithOneBroken = fc
    .tuple(fc.array(validSong, { minLength: 1, maxLength: 30 }), fc.nat(), breakSong)
    .map(([songs, at, broken]) => {
      const index = at % songs.length
      return { songs: songs.map((song, i) => (i === index ? broken(song) : song)), index, kept: songs.filter((_, i) => i !== index) }
    })

  const replies: Record<string, { call: () => Promise<Either<ApiFailure, unknown>>; wrap: (songs: unknown[]) => Record<string, unknown>; songsOf: (value: unknown) => unknown }> = {
    album: { call: () => getAlbum(NAVIDROME, '1'), wrap: (song) => ({ album: { id: '1', name: 'A', song } }), songsOf: (v) => (v as { song: unknown }).song },
    playlist: { call: () => getPlaylist(NAVIDROME, '1'), wrap: (entry) => ({ playlist: { id: '1', name: 'P', entry } }), songsOf: (v) => (v as { entry: unknown }).entry },
    search: {
      call: () => search3(NAVIDROME, 'navidrome', { query: 'x' }),
      wrap: (song) => ({ searchResult3: { song } }),
      songsOf: (v) => (v as { song: unknown }).song,
    },
  }

  for (const [name, reply] of Object.entries(replies)) {
    it(`${name}: the bad song is dropped and logged, every other song kept in order`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      try {
        await fc.assert(
          fc.asyncProperty(songsWithOneBroken, async ({ songs, index, kept }) => {
            warn.mockClear()
            stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1', ...reply.wrap(songs) } }))
            const result = await reply.call()
            if (isLeft(result)) throw new Error(result.left.message)
            expect(reply.songsOf(result.right)).toEqual(kept)
            expect(warn).toHaveBeenCalledTimes(1)
            expect(String(warn.mock.calls[0]?.[0])).toContain(`.${index}.`)
          }),
          { numRuns: 60 },
        )
      } finally {
        warn.mockRestore()
      }
    })
  }
})

describe('OpenSubsonic fields never cost the song or album they come with', () => {
  const validRef = fc.record({ id: fc.uuid(), name: fc.string({ minLength: 1 }) })
  const anyRef = fc.oneof(validRef, shaped)
  const credits = fc.record(
    {
      artists: fc.oneof(fc.array(anyRef, { maxLength: 5 }), shaped),
      albumArtists: fc.array(anyRef, { maxLength: 3 }),
      contributors: fc.array(fc.oneof(fc.record({ role: fc.string(), artist: validRef }), shaped), { maxLength: 3 }),
      displayArtist: fc.string(),
      releaseTypes: fc.array(fc.oneof(fc.constantFrom('album', 'EP', 'single', 'compilation', 'live'), shaped), { maxLength: 3 }),
      isCompilation: fc.boolean(),
      originalReleaseDate: fc.record({ year: fc.integer({ min: 1900, max: 2100 }), month: fc.integer({ min: 1, max: 12 }) }, { requiredKeys: [] }),
      explicitStatus: fc.constantFrom('explicit', 'clean', ''),
      sortName: fc.string(),
    },
    { requiredKeys: [] },
  )

  it('a song or album with any mix of valid and broken credits decodes; every kept artist has an id and a name', () => {
    fc.assert(
      fc.property(credits, fc.boolean(), (extra, asAlbum) => {
        const value = asAlbum ? { id: 'a', name: 'Album', ...extra } : { id: 's', title: 'Song', ...extra }
        const result: Either<t.Errors, unknown> = asAlbum ? Album.decode(value) : Song.decode(value)
        // Only a list that is not a list at all (a number, a text) fails the item; a bad member never does.
        const listsAreLists = ['artists', 'albumArtists', 'contributors', 'releaseTypes'].every((key) => {
          const list = (extra as Record<string, unknown>)[key]
          return list === undefined || list === null || typeof list === 'object'
        })
        expect(isRight(result) || !listsAreLists).toBe(true)
        const kept = isRight(result) ? ((result.right as { artists?: unknown[] }).artists ?? []) : []
        const wellFormed = (artist: unknown) => typeof artist === 'object' && artist !== null && typeof (artist as ArtistRef).id === 'string' && typeof (artist as ArtistRef).name === 'string'
        expect(kept.every(wellFormed)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
