import { describe, expect, it } from 'vitest'
import { getAlbum } from '../../src/api/calls/album'
import { getAlbumList } from '../../src/api/calls/album-list'
import { getArtists } from '../../src/api/calls/artists'
import {
  createPlaylist,
  createPlaylistWithDetails,
  deletePlaylist,
  getPlaylist,
  getPlaylists,
  updatePlaylist,
} from '../../src/api/calls/playlists'
import {
  createInternetRadioStation,
  deleteInternetRadioStation,
  getInternetRadioStations,
  updateInternetRadioStation,
} from '../../src/api/calls/radio-stations'
import { scrobble } from '../../src/api/calls/scrobble'
import { getStarred2, star, unstar } from '../../src/api/calls/starred'
import type { Song } from '../../src/api/codecs/song'
import { TRACKS, failureOf, supysonicConnection, valueOf } from './supysonic'

const connection = supysonicConnection()

async function albumSongs(name: string): Promise<{ id: string; songs: readonly Song[] }> {
  const list = valueOf(await getAlbumList(connection, { type: 'alphabeticalByName', size: 50 }))
  const album = list.albums.find((candidate) => candidate.name === name)
  if (!album) throw new Error(`No album named ${name}`)
  return { id: album.id, songs: valueOf(await getAlbum(connection, album.id)).song }
}

describe('write calls against a real Supysonic', () => {
  it('creates, renames, edits the songs of and deletes a playlist', async () => {
    const { songs } = await albumSongs('Blue Hours')
    const ids = songs.map((song) => song.id)
    // Other e2e files share this server: compare with what was there before.
    const before = valueOf(await getPlaylists(connection)).map((playlist) => playlist.id)

    // Supysonic answers a bare ok: createPlaylist finds the new playlist by name.
    const created = valueOf(await createPlaylist(connection, 'Late night <mix> & more', ids.slice(0, 3)))
    if (!created) throw new Error('the created playlist was not found')
    expect(created).toMatchObject({ name: 'Late night <mix> & more', songCount: 3, public: false })

    valueOf(
      await updatePlaylist(connection, {
        playlistId: created.id,
        name: 'Żółć mix',
        comment: 'for the tram',
        public: true,
        songIdToAdd: ids[3],
        songIndexToRemove: [0, 1],
      }),
    )
    const updated = valueOf(await getPlaylist(connection, created.id))
    expect(updated).toMatchObject({ name: 'Żółć mix', comment: 'for the tram', public: true, songCount: 2 })
    expect(updated.entry.map((song) => song.title)).toEqual(['Late Tram', 'Rain on Brass'])
    const expectedDuration = TRACKS.filter((track) => ['Late Tram', 'Rain on Brass'].includes(track.title)).reduce(
      (sum, track) => sum + track.duration,
      0,
    )
    expect(updated.duration).toBe(expectedDuration)

    expect(valueOf(await getPlaylists(connection)).map((playlist) => playlist.id)).toEqual([...before, created.id])
    valueOf(await deletePlaylist(connection, created.id))
    expect(valueOf(await getPlaylists(connection)).map((playlist) => playlist.id)).toEqual(before)
    expect(failureOf(await getPlaylist(connection, created.id)).kind).toBe('server')
  })

  it('creates a playlist with details (create, then update with comment, public and songs)', async () => {
    const { songs } = await albumSongs('Night Train Sessions')
    const before = valueOf(await getPlaylists(connection)).map((listed) => listed.id)
    const playlist = valueOf(
      await createPlaylistWithDetails(connection, {
        name: 'Trains',
        comment: 'all aboard',
        public: true,
        songIds: songs.map((song) => song.id),
      }),
    )
    const read = valueOf(await getPlaylist(connection, playlist.id))
    expect(read).toMatchObject({ name: 'Trains', comment: 'all aboard', public: true })
    expect(read.entry.map((song) => song.title)).toEqual(TRACKS.filter((track) => track.album === 'Night Train Sessions').map((track) => track.title))
    const emptyOne = valueOf(await createPlaylistWithDetails(connection, { name: 'Empty one' }))
    const empty = valueOf(await getPlaylist(connection, emptyOne.id))
    expect(empty).toMatchObject({ name: 'Empty one', songCount: 0 })
    expect(empty.entry).toEqual([])
    for (const id of [playlist.id, emptyOne.id]) valueOf(await deletePlaylist(connection, id))
    expect(valueOf(await getPlaylists(connection)).map((listed) => listed.id)).toEqual(before)
  })

  it('creates (POST), updates and deletes an internet radio station (admin user)', async () => {
    const before = valueOf(await getInternetRadioStations(connection))
    valueOf(
      await createInternetRadioStation(connection, {
        name: 'Radio Żółć',
        streamUrl: 'http://127.0.0.1:9/stream.mp3',
        homepageUrl: 'http://127.0.0.1:9/home',
      }),
    )
    const station = valueOf(await getInternetRadioStations(connection)).find((candidate) => !before.some((old) => old.id === candidate.id))
    if (!station) throw new Error('the station was not created')
    expect(station).toMatchObject({ name: 'Radio Żółć', streamUrl: 'http://127.0.0.1:9/stream.mp3', homePageUrl: 'http://127.0.0.1:9/home' })

    valueOf(
      await updateInternetRadioStation(connection, station.id, {
        name: 'Radio <Jazz>',
        streamUrl: 'http://127.0.0.1:9/jazz.mp3',
        homepageUrl: 'http://127.0.0.1:9/jazz',
      }),
    )
    expect(valueOf(await getInternetRadioStations(connection)).find((candidate) => candidate.id === station.id)).toEqual({
      id: station.id,
      name: 'Radio <Jazz>',
      streamUrl: 'http://127.0.0.1:9/jazz.mp3',
      homePageUrl: 'http://127.0.0.1:9/jazz',
    })

    valueOf(await deleteInternetRadioStation(connection, station.id))
    expect(valueOf(await getInternetRadioStations(connection))).toEqual(before)
  })

  it('stars and unstars a song, an album and an artist', async () => {
    const { id: albumId, songs } = await albumSongs('Voltage Garden')
    const song = songs[0]
    const artist = valueOf(await getArtists(connection)).find((candidate) => candidate.name === 'The Modular Collective')
    if (!song || !artist) throw new Error('library incomplete')

    const before = valueOf(await getStarred2(connection))
    valueOf(await star(connection, { id: song.id, albumId, artistId: artist.id }))
    const starred = valueOf(await getStarred2(connection))
    const starredSong = starred.song.find((item) => item.id === song.id)
    expect(starredSong?.title).toBe(TRACKS.find((track) => track.album === 'Voltage Garden')?.title)
    expect(starredSong?.starred).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(starred.album.find((item) => item.id === albumId)?.name).toBe('Voltage Garden')
    expect(starred.artist.find((item) => item.id === artist.id)?.name).toBe('The Modular Collective')
    expect(starred.song.length + starred.album.length + starred.artist.length).toBe(
      before.song.length + before.album.length + before.artist.length + 3,
    )
    expect(valueOf(await getAlbum(connection, albumId)).song[0]?.starred).toBeDefined()

    // Supysonic refuses to star twice: a typed server failure, not a throw.
    expect(failureOf(await star(connection, { id: song.id }))).toMatchObject({ kind: 'server', code: 0 })

    valueOf(await unstar(connection, { id: song.id, albumId, artistId: artist.id }))
    expect(valueOf(await getStarred2(connection))).toEqual(before)
  })

  // Supysonic only forwards scrobbles to Last.fm (a no-op without an API key) and records nothing
  // it could answer back; what this proves is that it accepts both forms Tonearm sends and refuses
  // an unknown song. The kept-and-resent path is src/model/player/scrobble-backlog.test.ts.
  it('Supysonic accepts a play with its time and a now-playing notice, and refuses an unknown song', async () => {
    const { songs } = await albumSongs('Analog Dreams')
    const song = songs[0]
    if (!song) throw new Error('no songs')
    expect(valueOf(await scrobble(connection, song.id, { submission: false }))).toBeUndefined()
    expect(valueOf(await scrobble(connection, song.id, { time: Date.now() - 60_000 }))).toBeUndefined()
    expect(failureOf(await scrobble(connection, 'no-such-song')).kind).toBe('server')
  })
})
