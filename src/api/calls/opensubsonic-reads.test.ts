import { isLeft } from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { NAVIDROME, serveFixture } from '../../testing/navidrome-fixtures'
import type { ApiFailure } from '../core/failure'
import { getAlbum } from './album'
import { getAlbumList } from './album-list'
import { getArtist, getArtists } from './artists'
import { getIndexes, getMusicDirectory, getMusicFolders } from './folders'
import { getAllSongs, search3 } from './search'
import { getRandomSongs, getSong } from './songs'
import { getStarred2 } from './starred'

function valueOf<A>(result: Either<ApiFailure, A>): A {
  if (isLeft(result)) throw new Error(result.left.message)
  return result.right
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('OpenSubsonic fields in recorded Navidrome replies', () => {
  it('getAlbum: the album’s artists, display artist, release types and dates, sort name, explicit status', async () => {
    serveFixture('getAlbum')
    const album = valueOf(await getAlbum(NAVIDROME, '1'))
    expect(album.artists).toEqual([
      { id: '1', name: 'artist1' },
      { id: '2', name: 'artist2' },
    ])
    expect(album).toMatchObject({
      displayArtist: 'artist1 & artist2',
      releaseTypes: ['album', 'live'],
      isCompilation: true,
      originalReleaseDate: { year: 1994, month: 2, day: 4 },
      releaseDate: { year: 2000, month: 5, day: 10 },
      sortName: 'sorted album',
      explicitStatus: 'clean',
    })
  })

  it('getAlbum: each song’s artists, album artists, contributors by role, sort name and explicit status; empty ones as []', async () => {
    serveFixture('getAlbum')
    const [first, second] = valueOf(await getAlbum(NAVIDROME, '1')).song
    expect(first?.artists?.map((artist) => artist.name)).toEqual(['artist1', 'artist2'])
    expect(first?.albumArtists?.map((artist) => artist.name)).toEqual(['album artist1', 'album artist2'])
    expect(first?.contributors).toEqual([
      { role: 'role1', artist: { id: '1', name: 'artist1' } },
      { role: 'role2', subRole: 'subrole4', artist: { id: '2', name: 'artist2' } },
    ])
    expect(first).toMatchObject({ displayArtist: 'artist1 & artist2', displayAlbumArtist: 'album artist1 & album artist2', sortName: 'sorted song', explicitStatus: 'clean' })
    expect(second).toMatchObject({ contributors: [], explicitStatus: '' })
  })

  it('a song without these fields carries none of them (not even empty lists)', async () => {
    stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.10.2', song: { id: 's', title: 'S', artist: 'A' } } }))
    expect(valueOf(await getSong(NAVIDROME, 's'))).toEqual({ id: 's', title: 'S', artist: 'A' })
  })

  it('getArtist: the albums carry their release types; getArtists reads the sort name and orders by it', async () => {
    serveFixture('getArtist')
    const artist = valueOf(await getArtist(NAVIDROME, '111'))
    expect(artist.album[0]).toMatchObject({ releaseTypes: ['album', 'live'], isCompilation: true })
    serveFixture('getArtists-opensubsonic')
    expect(valueOf(await getArtists(NAVIDROME))).toMatchObject([{ id: '111', name: 'aaa', sortName: 'sort name' }])
  })

  it('a malformed artist or contributor is dropped and logged, the song and its other artists kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubFetch(() =>
      jsonResponse({
        'subsonic-response': {
          status: 'ok',
          version: '1.16.1',
          album: {
            id: 'a',
            name: 'A',
            releaseTypes: ['EP', 7],
            originalReleaseDate: { year: '1994' },
            song: [{ id: 's', title: 'S', artists: [{ id: 'x', name: 'X' }, { name: null }], contributors: [{ role: 'composer' }] }],
          },
        },
      }),
    )
    const album = valueOf(await getAlbum(NAVIDROME, 'a'))
    expect(album.releaseTypes).toEqual(['EP'])
    expect(album.originalReleaseDate).toEqual({ year: 1994 })
    expect(album.song[0]?.artists).toEqual([{ id: 'x', name: 'X' }])
    expect(album.song[0]?.contributors).toEqual([])
    expect(warn).toHaveBeenCalledTimes(3)
  })
})

describe('music folders and folder browsing', () => {
  it('getMusicFolders: ids as texts; none is []', async () => {
    const { urls } = serveFixture('getMusicFolders')
    expect(valueOf(await getMusicFolders(NAVIDROME))).toEqual([
      { id: '111', name: 'aaa' },
      { id: '222', name: 'bbb' },
    ])
    expect(urls[0]?.pathname).toBe('/music/rest/getMusicFolders')
    serveFixture('getMusicFolders-empty')
    expect(valueOf(await getMusicFolders(NAVIDROME))).toEqual([])
  })

  it('getIndexes: the top folders by letter; none is []', async () => {
    serveFixture('getIndexes')
    expect(valueOf(await getIndexes(NAVIDROME)).index[0]?.artist).toMatchObject([{ id: '111', name: 'aaa' }])
    serveFixture('getIndexes-empty')
    expect(valueOf(await getIndexes(NAVIDROME))).toMatchObject({ index: [], child: [] })
  })

  it('getMusicDirectory: the folder, its child folders and songs; an empty folder has child []', async () => {
    const { urls } = serveFixture('getMusicDirectory')
    const directory = valueOf(await getMusicDirectory(NAVIDROME, '1'))
    expect(urls[0]?.searchParams.get('id')).toBe('1')
    expect(directory).toMatchObject({ id: '1', name: 'N' })
    expect(directory.child.map((child) => child.isDir)).toEqual([true, false])
    serveFixture('getMusicDirectory-empty')
    expect(valueOf(await getMusicDirectory(NAVIDROME, '1')).child).toEqual([])
  })

  it('the chosen music folder is sent as musicFolderId by every call that takes it, and by none without a choice', async () => {
    const calls = [
      (c: typeof NAVIDROME) => getAlbumList(c),
      (c: typeof NAVIDROME) => getRandomSongs(c),
      (c: typeof NAVIDROME) => search3(c, 'navidrome', { query: 'x' }),
      (c: typeof NAVIDROME) => getAllSongs(c, 'navidrome', { songCount: 5 }),
      (c: typeof NAVIDROME) => getArtists(c),
      (c: typeof NAVIDROME) => getIndexes(c),
      (c: typeof NAVIDROME) => getStarred2(c),
    ]
    const { urls } = stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1' } }))
    for (const run of calls) await run({ ...NAVIDROME, musicFolderId: '222' })
    for (const run of calls) await run(NAVIDROME)
    expect(urls.map((url) => url.searchParams.get('musicFolderId'))).toEqual([...calls.map(() => '222'), ...calls.map(() => null)])
  })
})
