import { isLeft } from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiFailure } from '../core/failure'
import { NAVIDROME, serveFixture } from '../../testing/navidrome-fixtures'
import { getAlbum, getAlbumInfo2 } from './album'
import { byYearQuery, getAlbumList } from './album-list'
import { getArtist, getArtistInfo, getArtists } from './artists'
import { getGenres } from './genres'
import { getInternetRadioStations } from './radio-stations'
import { getPlaylist, getPlaylists } from './playlists'
import { getScanStatus, startScan } from './scan'
import { getAllSongs, search3 } from './search'
import { getRandomSongs, getSimilarSongs2, getSong, getTopSongs } from './songs'
import { getStarred2 } from './starred'
import { bitRateKbps } from '../codecs/bit-rate'

function valueOf<A>(result: Either<ApiFailure, A>): A {
  if (isLeft(result)) throw new Error(result.left.message)
  return result.right
}

function query(url: URL | undefined): Record<string, string | string[]> {
  const entries: Record<string, string | string[]> = {}
  for (const key of new Set(url?.searchParams.keys())) {
    if (['u', 'v', 'c', 'f', 't', 's', 'p'].includes(key)) continue
    const all = url?.searchParams.getAll(key) ?? []
    entries[key] = all.length === 1 ? (all[0] ?? '') : all
  }
  return entries
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('read calls on Navidrome replies', () => {
  it('getAlbum: the album with its songs, OpenSubsonic extras ignored', async () => {
    const { urls } = serveFixture('getAlbum')
    const album = valueOf(await getAlbum(NAVIDROME, '1'))
    expect(urls[0]?.pathname).toBe('/music/rest/getAlbum')
    expect(query(urls[0])).toEqual({ id: '1' })
    expect(album).toMatchObject({ id: '1', name: 'album', artist: 'artist', genre: 'rock', duration: 292, isCompilation: true })
    expect(album.song.map((song) => song.id)).toEqual(['1', '2'])
    expect(album.song[0]).toMatchObject({ title: 'title', bitRate: 320, bpm: 127, replayGain: { trackGain: 1, albumPeak: 4 } })
    expect(album.song[0]?.genres).toEqual([{ name: 'rock' }, { name: 'progressive' }])
    expect(album.song.map((song) => bitRateKbps(song))).toEqual([320, 320])
  })

  it('getAlbum: an album without songs has song []', async () => {
    serveFixture('getAlbum-empty')
    expect(valueOf(await getAlbum(NAVIDROME, '1')).song).toEqual([])
  })

  it('getAlbum: numbers and booleans as strings, ids and titles as numbers', async () => {
    serveFixture('getAlbum-loose')
    const album = valueOf(await getAlbum(NAVIDROME, '7'))
    expect(album).toMatchObject({ id: '7', name: '1999', songCount: 2, year: 1999, duration: 300, isCompilation: false })
    expect(album.song[0]).toMatchObject({ id: '71', title: '1999', track: 1, discNumber: 1, bitRate: 320, size: 4_800_000, isDir: false })
    expect(album.song.map((song) => bitRateKbps(song))).toEqual([320, 320])
  })

  it('getAlbumInfo2: notes and image links; an empty info is {}', async () => {
    const { urls } = serveFixture('getAlbumInfo2')
    const info = valueOf(await getAlbumInfo2(NAVIDROME, '1'))
    expect(query(urls[0])).toEqual({ id: '1' })
    expect(info.notes).toMatch(/^Believe is the twenty-third/)
    expect(info.lastFmUrl).toBe('https://www.last.fm/music/Cher/Believe')
    expect(info.largeImageUrl).toMatch(/174s/)
    vi.unstubAllGlobals()
    serveFixture('getAlbumInfo2-empty')
    expect(valueOf(await getAlbumInfo2(NAVIDROME, '1'))).toEqual({})
  })

  it('getArtists: index groups flattened; no index at all is []', async () => {
    serveFixture('getArtists')
    expect(valueOf(await getArtists(NAVIDROME))).toEqual([
      expect.objectContaining({ id: '111', name: 'aaa', albumCount: 2, starred: '2016-03-02T20:30:00Z' }),
    ])
    vi.unstubAllGlobals()
    serveFixture('getArtists-empty')
    expect(valueOf(await getArtists(NAVIDROME))).toEqual([])
  })

  it('getArtist: the artist with its albums', async () => {
    serveFixture('getArtist')
    const artist = valueOf(await getArtist(NAVIDROME, '111'))
    expect(artist).toMatchObject({ id: '111', name: 'aaa', albumCount: 1, artistImageUrl: 'https://example.com/aaa.png' })
    expect(artist.album.map((album) => album.name)).toEqual(['album'])
  })

  it('getArtistInfo: biography (kept as text), similar artists and images; empty info has no similar artists', async () => {
    const { urls } = serveFixture('getArtistInfo')
    const info = valueOf(await getArtistInfo(NAVIDROME, '5'))
    expect(query(urls[0])).toEqual({ id: '5' })
    expect(info.biography).toContain('<a target=')
    expect(info.similarArtist.map((artist) => artist.name)).toEqual(['Accept', 'Bruce Dickinson', 'Aerosmith'])
    expect(info.smallImageUrl).toBe('https://userserve-ak.last.fm/serve/64/27904353.jpg')
    vi.unstubAllGlobals()
    serveFixture('getArtistInfo-empty')
    expect(valueOf(await getArtistInfo(NAVIDROME, '5'))).toEqual({ similarArtist: [] })
  })

  it('getGenres: value, song and album counts; none is []', async () => {
    serveFixture('getGenres')
    expect(valueOf(await getGenres(NAVIDROME))).toEqual([
      { value: 'Rock', songCount: 1000, albumCount: 100 },
      { value: 'Reggae', songCount: 500, albumCount: 50 },
      { value: 'Pop', songCount: 0, albumCount: 0 },
    ])
    vi.unstubAllGlobals()
    serveFixture('getGenres-empty')
    expect(valueOf(await getGenres(NAVIDROME))).toEqual([])
  })

  it('getScanStatus and startScan: scanning, counts and last scan date', async () => {
    const { urls } = serveFixture('getScanStatus')
    expect(valueOf(await getScanStatus(NAVIDROME))).toEqual({ scanning: true, count: 456, folderCount: 123, lastScan: '2006-01-02T15:04:00Z' })
    expect(valueOf(await startScan(NAVIDROME))).toMatchObject({ scanning: true })
    expect(urls.map((url) => url.pathname)).toEqual(['/music/rest/getScanStatus', '/music/rest/startScan'])
    vi.unstubAllGlobals()
    serveFixture('getScanStatus-empty')
    expect(valueOf(await getScanStatus(NAVIDROME))).toEqual({ scanning: false, count: 0, folderCount: 0 })
  })

  it('getPlaylists and getPlaylist: public flag, counts, and the songs as entry', async () => {
    serveFixture('getPlaylists')
    const playlists = valueOf(await getPlaylists(NAVIDROME))
    expect(playlists.map((playlist) => [playlist.id, playlist.name, playlist.public])).toEqual([
      ['111', 'aaa', true],
      ['333', 'ccc', undefined],
      ['222', 'bbb', undefined],
    ])
    vi.unstubAllGlobals()
    serveFixture('getPlaylists-empty')
    expect(valueOf(await getPlaylists(NAVIDROME))).toEqual([])
    vi.unstubAllGlobals()
    const { urls } = serveFixture('getPlaylist')
    const playlist = valueOf(await getPlaylist(NAVIDROME, '111'))
    expect(query(urls[0])).toEqual({ id: '111' })
    expect(playlist).toMatchObject({ name: 'aaa', comment: 'comment', songCount: 2, duration: 292, public: true })
    expect(playlist.entry).toHaveLength(2)
  })

  it('getInternetRadioStations: homePageUrl as the protocol spells it; none is []', async () => {
    serveFixture('getInternetRadioStations')
    expect(valueOf(await getInternetRadioStations(NAVIDROME))).toEqual([
      { id: '12345678', name: 'Example Stream', streamUrl: 'https://example.com/stream', homePageUrl: 'https://example.com' },
    ])
    vi.unstubAllGlobals()
    serveFixture('getInternetRadioStations-empty')
    expect(valueOf(await getInternetRadioStations(NAVIDROME))).toEqual([])
  })

  it('search3: counts default to 20 and offsets to 0; an empty query is "" on Navidrome only', async () => {
    const { urls } = serveFixture('search3')
    const result = valueOf(await search3(NAVIDROME, 'navidrome', { query: '' }))
    expect(query(urls[0])).toEqual({
      query: '""',
      artistCount: '20',
      artistOffset: '0',
      albumCount: '20',
      albumOffset: '0',
      songCount: '20',
      songOffset: '0',
    })
    expect(result.artist.map((artist) => artist.name)).toEqual(['aaa'])
    expect(result.album.map((album) => album.name)).toEqual(['album'])
    expect(result.song).toHaveLength(2)
    await search3(NAVIDROME, 'subsonic', { query: '', songCount: 5, albumOffset: 40 })
    expect(query(urls[1])).toMatchObject({ query: '', songCount: '5', albumOffset: '40', artistCount: '20' })
    await search3(NAVIDROME, 'navidrome', { query: 'blue', songCount: undefined })
    expect(urls[2]?.searchParams.get('songCount')).toBe('20')
    expect(urls[2]?.searchParams.get('query')).toBe('blue')
    vi.unstubAllGlobals()
    serveFixture('search3-empty')
    expect(valueOf(await search3(NAVIDROME, 'navidrome', { query: 'zzz' }))).toEqual({ artist: [], album: [], song: [] })
  })

  it('getAllSongs: search3 with only songs asked for', async () => {
    const { urls } = serveFixture('search3')
    const songs = valueOf(await getAllSongs(NAVIDROME, 'navidrome', { songCount: 500, songOffset: 1000 }))
    expect(songs).toHaveLength(2)
    expect(query(urls[0])).toEqual({ query: '""', songCount: '500', songOffset: '1000', artistCount: '0', albumCount: '0' })
  })

  it('getRandomSongs sends only what is set; getSong reads one song', async () => {
    const { urls } = serveFixture('getRandomSongs')
    expect(valueOf(await getRandomSongs(NAVIDROME, { size: 10, genre: 'rock' }))).toHaveLength(2)
    expect(query(urls[0])).toEqual({ size: '10', genre: 'rock' })
    await getRandomSongs(NAVIDROME)
    expect(query(urls[1])).toEqual({})
    vi.unstubAllGlobals()
    serveFixture('getSong')
    expect(valueOf(await getSong(NAVIDROME, '1'))).toMatchObject({ id: '1', title: 'title', starred: '2016-03-02T20:30:00Z' })
  })

  it('getTopSongs by artist name, getSimilarSongs2 by id; none is []', async () => {
    const { urls } = serveFixture('getTopSongs')
    expect(valueOf(await getTopSongs(NAVIDROME, 'Black Sabbath', 10)).map((song) => song.title)).toEqual(['title'])
    expect(query(urls[0])).toEqual({ artist: 'Black Sabbath', count: '10' })
    vi.unstubAllGlobals()
    serveFixture('getTopSongs-empty')
    expect(valueOf(await getTopSongs(NAVIDROME, 'Nobody'))).toEqual([])
    vi.unstubAllGlobals()
    const similar = serveFixture('getSimilarSongs2')
    expect(valueOf(await getSimilarSongs2(NAVIDROME, 'ar-1', 50))).toHaveLength(1)
    expect(query(similar.urls[0])).toEqual({ id: 'ar-1', count: '50' })
    vi.unstubAllGlobals()
    serveFixture('getSimilarSongs2-empty')
    expect(valueOf(await getSimilarSongs2(NAVIDROME, 'ar-1'))).toEqual([])
  })

  it('getStarred2: missing lists are []', async () => {
    serveFixture('getStarred2')
    const starred = valueOf(await getStarred2(NAVIDROME))
    expect(starred.song.map((song) => song.id)).toEqual(['1'])
    expect(starred.album).toEqual([])
    expect(starred.artist).toEqual([])
  })

  it('getAlbumList: the default type, size and offset, and the x-total-count header', async () => {
    const { urls } = serveFixture('getAlbumList2', { 'x-total-count': '1234' })
    const result = valueOf(await getAlbumList(NAVIDROME))
    expect(query(urls[0])).toEqual({ type: 'newest', size: '30', offset: '0' })
    expect(result.total).toBe(1234)
    expect(result.albums.map((album) => album.name)).toEqual(['album'])
  })

  it('byYearQuery: the Release year filter as a byYear range', () => {
    const now = new Date('2026-05-01T00:00:00Z')
    expect(byYearQuery('oldest', now)).toEqual({ type: 'byYear', fromYear: 0, toYear: 2026 })
    expect(byYearQuery('newest', now)).toEqual({ type: 'byYear', fromYear: 2026, toYear: 0 })
  })
})
