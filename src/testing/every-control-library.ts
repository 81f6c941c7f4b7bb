import type { Replies } from './every-control-scope'

/** A small library, answered by Subsonic method name, for the every-control walks. */
export const SONGS = [
  { id: 'a', title: 'Departure', artist: 'Miles Quartet', artistId: 'ar1', album: 'Night Train', albumId: 'al1', duration: 6 },
  { id: 'b', title: 'Sleeper Car', artist: 'Miles Quartet', artistId: 'ar1', album: 'Night Train', albumId: 'al1', duration: 8 },
]

export const ALBUM = { id: 'al1', name: 'Night Train', artist: 'Miles Quartet', artistId: 'ar1', songCount: 2, duration: 14, year: 2001, genre: 'Jazz', song: SONGS }
const { song: _songs, ...ALBUM_SUMMARY } = ALBUM

export const LIBRARY: Replies = {
  getAlbum: { album: ALBUM },
  getArtist: { artist: { id: 'ar1', name: 'Miles Quartet', albumCount: 1, album: [ALBUM_SUMMARY] } },
  getArtists: { artists: { index: [{ name: 'M', artist: [{ id: 'ar1', name: 'Miles Quartet', albumCount: 1 }] }] } },
  getAlbumList2: { albumList2: { album: [ALBUM_SUMMARY] } },
  getSimilarSongs2: { similarSongs2: { song: SONGS } },
  getSimilarSongs: { similarSongs: { song: SONGS } },
  getRandomSongs: { randomSongs: { song: SONGS } },
  getTopSongs: { topSongs: { song: SONGS } },
  getGenres: { genres: { genre: [{ value: 'Jazz', albumCount: 1, songCount: 2 }] } },
  search3: { searchResult3: { artist: [{ id: 'ar1', name: 'Miles Quartet', albumCount: 1 }], album: [ALBUM_SUMMARY], song: SONGS } },
  getPlaylist: { playlist: { id: 'p1', name: 'Road trip', songCount: 2, duration: 14, entry: SONGS } },
  getPlaylists: { playlists: { playlist: [{ id: 'p1', name: 'Road trip', songCount: 2, duration: 14 }] } },
  getInternetRadioStations: {
    internetRadioStations: { internetRadioStation: [{ id: 'r1', name: 'Jazz FM', streamUrl: 'https://jazz.example.org/live', homePageUrl: 'https://jazz.example.org' }] },
  },
}
