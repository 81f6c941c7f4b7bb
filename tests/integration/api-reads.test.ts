import { describe, expect, it } from 'vitest'
import { getAlbum, getAlbumInfo2 } from '../../src/api/calls/album'
import { getAlbumList } from '../../src/api/calls/album-list'
import { getArtist, getArtistInfo, getArtists } from '../../src/api/calls/artists'
import { getGenres } from '../../src/api/calls/genres'
import { getScanStatus, startScan } from '../../src/api/calls/scan'
import { getAllSongs, search3 } from '../../src/api/calls/search'
import { getRandomSongs, getSimilarSongs2, getSong, getTopSongs } from '../../src/api/calls/songs'
import { bitRateKbps } from '../../src/api/codecs/bit-rate'
import { isUnsupportedCall } from '../../src/api/core/failure'
import { ALBUMS, ARTIST_NAMES, GENRES, TRACKS, failureOf, supysonicConnection, valueOf } from './supysonic'

const connection = supysonicConnection()

async function albumIdNamed(name: string): Promise<string> {
  const list = valueOf(await getAlbumList(connection, { type: 'alphabeticalByName', size: 50 }))
  const album = list.albums.find((candidate) => candidate.name === name)
  if (!album) throw new Error(`No album named ${name}`)
  return album.id
}

describe('read calls against a real Supysonic', () => {
  it('getArtists flattens the index groups and sorts by name, the accented artist first', async () => {
    const artists = valueOf(await getArtists(connection))
    // Supysonic files "Émilie Żółć" under "?", after "M": the flattened list is sorted again.
    expect(artists.map((artist) => artist.name)).toEqual(['Émilie Żółć', 'Miles Quartet', 'The Modular Collective'])
    expect(new Set(artists.map((artist) => artist.name))).toEqual(new Set(ARTIST_NAMES))
    for (const artist of artists) {
      expect(artist.albumCount).toBe(ALBUMS.filter((album) => album.artist === artist.name).length)
    }
  })

  it('getArtist returns the artist with its albums, years and song counts', async () => {
    const artists = valueOf(await getArtists(connection))
    const emilie = artists.find((artist) => artist.name === 'Émilie Żółć')
    if (!emilie) throw new Error('artist missing')
    const artist = valueOf(await getArtist(connection, emilie.id))
    expect(artist.name).toBe('Émilie Żółć')
    const expected = ALBUMS.filter((album) => album.artist === 'Émilie Żółć')
    expect(artist.album.map((album) => album.name).sort()).toEqual(expected.map((album) => album.title).sort())
    for (const album of expected) {
      expect(artist.album.find((candidate) => candidate.name === album.title)).toMatchObject({
        year: album.year,
        songCount: album.songCount,
        genre: album.genre,
      })
    }
  })

  it('getAlbum returns the HTML-named album with its songs as text, in track order', async () => {
    const title = '<b>Bold</b> & "Quotes"'
    const album = valueOf(await getAlbum(connection, await albumIdNamed(title)))
    const tracks = TRACKS.filter((track) => track.album === title)
    expect(album).toMatchObject({ name: title, artist: 'Émilie Żółć', year: 2019, genre: 'Electronic' })
    expect(album.song.map((song) => song.title)).toEqual(tracks.map((track) => track.title))
    expect(album.song.map((song) => song.duration)).toEqual(tracks.map((track) => track.duration))
    // 64 kbit/s MP3s: Supysonic says ~64000 bit/s, bitRateKbps reads 64.
    expect(album.song.map((song) => bitRateKbps(song))).toEqual(tracks.map(() => 64))
  })

  it('getAlbum numbers the discs of the two-disc album', async () => {
    const album = valueOf(await getAlbum(connection, await albumIdNamed('Night Train Sessions')))
    const tracks = TRACKS.filter((track) => track.album === 'Night Train Sessions')
    expect(album.song).toHaveLength(6)
    expect(album.song.map((song) => [song.discNumber, song.track, song.title])).toEqual(
      tracks.map((track) => [track.disc, track.track, track.title]),
    )
  })

  it('getSong reads one song with its path and album', async () => {
    const album = valueOf(await getAlbum(connection, await albumIdNamed('Lumière Numérique')))
    const first = album.song[0]
    if (!first) throw new Error('no songs')
    const song = valueOf(await getSong(connection, first.id))
    const track = TRACKS.find((candidate) => candidate.title === 'Café Électrique')
    expect(song).toMatchObject({ id: first.id, title: 'Café Électrique', album: 'Lumière Numérique', year: 2019 })
    expect(song.path).toBe(track?.path)
  })

  it('getGenres lists both genres with their album and song counts', async () => {
    const genres = valueOf(await getGenres(connection))
    expect(genres.map((genre) => genre.value).sort()).toEqual([...GENRES].sort())
    for (const genre of genres) {
      expect(genre.albumCount).toBe(ALBUMS.filter((album) => album.genre === genre.value).length)
      expect(genre.songCount).toBe(TRACKS.filter((track) => track.genre === genre.value).length)
    }
  })

  it('search3 finds the non-ASCII song, and an empty query lists everything (counts default to 20)', async () => {
    const found = valueOf(await search3(connection, 'subsonic', { query: 'Źródło' }))
    expect(found.song.map((song) => song.title)).toEqual(['Źródło'])
    expect(found.album).toEqual([])
    expect(found.artist).toEqual([])

    const everything = valueOf(await search3(connection, 'subsonic', { query: '' }))
    expect(everything.song).toHaveLength(20)
    expect(everything.album).toHaveLength(ALBUMS.length)
    expect(everything.artist).toHaveLength(ARTIST_NAMES.length)
  })

  it('getAllSongs pages through every song with search3', async () => {
    const first = valueOf(await getAllSongs(connection, 'subsonic', { songCount: 20 }))
    const rest = valueOf(await getAllSongs(connection, 'subsonic', { songCount: 20, songOffset: 20 }))
    const titles = [...first, ...rest].map((song) => song.title)
    expect(titles).toHaveLength(TRACKS.length)
    expect(new Set(titles)).toEqual(new Set(TRACKS.map((track) => track.title)))
  })

  it('getRandomSongs honours size and genre', async () => {
    const jazz = valueOf(await getRandomSongs(connection, { size: 3, genre: 'Jazz' }))
    expect(jazz).toHaveLength(3)
    for (const song of jazz) expect(song.genre).toBe('Jazz')
    const from2019 = valueOf(await getRandomSongs(connection, { size: 50, fromYear: 2019, toYear: 2019 }))
    expect(from2019).toHaveLength(TRACKS.filter((track) => track.year === 2019).length)
  })

  it('getScanStatus and startScan answer the scan status; the library is whole once the scan ends', async () => {
    const before = valueOf(await getScanStatus(connection))
    expect(typeof before.scanning).toBe('boolean')
    // Supysonic's daemon scans in a thread of its own: as startScan answers, the scan of this
    // small library may not have begun or may be over already, so either flag is a true answer.
    const started = valueOf(await startScan(connection))
    expect(typeof started.scanning).toBe('boolean')
    await expect.poll(async () => valueOf(await getScanStatus(connection)).scanning, { timeout: 10_000 }).toBe(false)
    const albums = valueOf(await getAlbumList(connection, { type: 'alphabeticalByName', size: 50 }))
    expect(albums.albums).toHaveLength(ALBUMS.length)
  })

  it('calls Supysonic lacks fail cleanly as an unsupported server error (code 0, HTTP 404)', async () => {
    const albumId = await albumIdNamed('Blue Hours')
    const artistId = valueOf(await getArtists(connection))[0]?.id ?? ''
    const failures = [
      failureOf(await getTopSongs(connection, 'Miles Quartet')),
      failureOf(await getAlbumInfo2(connection, albumId)),
      failureOf(await getArtistInfo(connection, artistId)),
      failureOf(await getSimilarSongs2(connection, artistId)),
    ]
    for (const failure of failures) {
      expect(failure).toMatchObject({ kind: 'server', code: 0, message: 'Unknown method', httpStatus: 404 })
      expect(isUnsupportedCall(failure)).toBe(true)
    }
  })

  it('a missing id is a server failure that is not "unsupported"', async () => {
    const failure = failureOf(await getSong(connection, 'no-such-song'))
    expect(failure.kind).toBe('server')
    expect(isUnsupportedCall(failure)).toBe(false)
  })
})
