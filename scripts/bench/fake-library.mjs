// A tiny Subsonic stand-in for the benchmarks: a generated library of `size` songs, 12 to an album
// (deterministic, no disk), answered like Supysonic (API 1.10.2, no x-total-count): ping, search3,
// getAlbumList2 (the newest first, `size`/`offset` pages), getArtists, getArtist, getAlbum and a
// small PNG for every cover. Any user and password are accepted. `stats` counts the calls.
// With `playlistSongs`, one playlist (`pl0`) holds the library's first songs, and `stream` answers
// each song with `streamBytes` bytes of stand-in audio (the offline bench keeps them). With `cors`,
// every answer carries the CORS headers Navidrome sends and preflights are answered: a page of
// another origin can read it (the offline start's bench keeps an album from it). `port`: 0 picks one.
import http from 'node:http'

const ARTISTS = 997
const WORDS = ['Midnight', 'Rain', 'Brass', 'Tram', 'Blue', 'Żółć', 'Écho', 'Velvet', 'Smoke', 'Garden', 'Voltage', 'Ölfarbe', '東京', 'Lumière', 'Quartet']

/** A varied title, the same for an index every time (the list is not already in title order). */
function titleOf(index) {
  const hash = Math.imul(index + 1, 2_654_435_761) >>> 0
  return `${WORDS[hash % WORDS.length]} ${WORDS[(hash >>> 8) % WORDS.length]} ${(hash >>> 16) % 200} (${index})`
}

function song(index) {
  const artist = index % ARTISTS
  const albumIndex = Math.floor(index / TRACKS_PER_ALBUM)
  return {
    id: `s${index}`,
    parent: `al${albumIndex}`,
    isDir: false,
    title: titleOf(index),
    album: `Album ${albumIndex}`,
    albumId: `al${albumIndex}`,
    artist: `Artist ${artist}`,
    artistId: `ar${artist}`,
    track: (index % TRACKS_PER_ALBUM) + 1,
    discNumber: 1,
    year: 1960 + (index % 60),
    genre: ['Jazz', 'Electronic', 'Rock', 'Folk'][index % 4],
    coverArt: `al${albumIndex}`,
    size: 3_000_000 + (index % 5000) * 1000,
    contentType: 'audio/mpeg',
    suffix: 'mp3',
    duration: 120 + (index % 300),
    bitRate: 320,
    path: `Artist ${artist}/Album ${albumIndex}/${String((index % TRACKS_PER_ALBUM) + 1).padStart(2, '0')} Song ${index}.mp3`,
    playCount: index % 40,
    created: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
    type: 'music',
  }
}

export const TRACKS_PER_ALBUM = 5
// A 1×1 PNG: covers load as images do, without a disk.
const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqGcAAAIEAQBm5Ws3AAAAAElFTkSuQmCC', 'base64')

function album(index, size) {
  const artist = index % ARTISTS
  const songCount = Math.min(TRACKS_PER_ALBUM, size - index * TRACKS_PER_ALBUM)
  return { id: `al${index}`, name: `Album ${index}`, artist: `Artist ${artist}`, artistId: `ar${artist}`, coverArt: `al${index}`, songCount, duration: songCount * 200, year: 1960 + (index % 60), genre: ['Jazz', 'Electronic', 'Rock', 'Folk'][index % 4], created: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString() }
}

function reply(response, payload, version = '1.16.1') {
  const body = JSON.stringify({ 'subsonic-response': { status: 'ok', version, type: 'benchmark', ...payload } })
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(body)
}

/** What Navidrome sends a page of another origin: any origin, no credentials. */
const CORS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-content-duration, x-total-count, x-nd-authorization' }

/** Starts the fake server on a free port; `requests` counts search3 calls. */
export async function startFakeLibrary({ size = 100_000, version = '1.16.1', playlistSongs = 0, streamBytes = 64 * 1024, cors = false, port = 0 } = {}) {
  const playlist = { id: 'pl0', name: 'Bench playlist', owner: 'bench', public: false, songCount: playlistSongs, duration: playlistSongs * 200, created: new Date(Date.UTC(2020, 0, 1)).toISOString(), changed: new Date(Date.UTC(2020, 0, 2)).toISOString() }
  const stats = { search3: 0, calls: 0 }
  const albums = Math.ceil(size / TRACKS_PER_ALBUM)
  const artists = Math.min(ARTISTS, albums)
  const server = http.createServer((request, response) => {
    if (cors) {
      for (const [name, value] of Object.entries(CORS)) response.setHeader(name, value)
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'access-control-allow-methods': 'HEAD, GET, POST', 'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*', 'access-control-max-age': '86400' })
        return response.end()
      }
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = url.pathname.split('/').pop()?.replace(/\.view$/, '')
    const params = url.searchParams
    stats.calls++
    stats[method] = (stats[method] ?? 0) + (method === 'search3' ? 0 : 1)
    const answer = (payload) => reply(response, payload, version)
    switch (method) {
      case 'ping':
        return answer({})
      case 'search3': {
        stats.search3++
        const count = Number(params.get('songCount') ?? 20)
        const offset = Number(params.get('songOffset') ?? 0)
        const songs = []
        for (let index = offset; index < Math.min(size, offset + count); index++) songs.push(song(index))
        return answer({ searchResult3: { song: songs } })
      }
      case 'getAlbumList2': {
        const count = Math.min(500, Number(params.get('size') ?? 10))
        const offset = Number(params.get('offset') ?? 0)
        const list = []
        for (let i = offset; i < Math.min(albums, offset + count); i++) list.push(album(albums - 1 - i, size))
        return answer({ albumList2: { album: list } })
      }
      case 'getArtists': {
        const list = Array.from({ length: artists }, (_, i) => ({ id: `ar${i}`, name: `Artist ${i}`, albumCount: Math.ceil((albums - i) / ARTISTS) }))
        return answer({ artists: { ignoredArticles: '', index: [{ name: 'A', artist: list }] } })
      }
      case 'getArtist': {
        const artist = Number((params.get('id') ?? 'ar0').slice(2))
        const list = []
        for (let i = artist; i < albums; i += ARTISTS) list.push(album(i, size))
        return answer({ artist: { id: `ar${artist}`, name: `Artist ${artist}`, albumCount: list.length, album: list } })
      }
      case 'getAlbum': {
        const index = Number((params.get('id') ?? 'al0').slice(2))
        const songs = []
        for (let i = index * TRACKS_PER_ALBUM; i < Math.min(size, (index + 1) * TRACKS_PER_ALBUM); i++) songs.push(song(i))
        return answer({ album: { ...album(index, size), song: songs } })
      }
      case 'getPlaylists':
        return answer({ playlists: playlistSongs > 0 ? { playlist: [playlist] } : {} })
      case 'getPlaylist': {
        const entry = []
        for (let index = 0; index < Math.min(size, playlistSongs); index++) entry.push(song(index))
        return answer({ playlist: { ...playlist, entry } })
      }
      case 'stream': {
        const index = Number((params.get('id') ?? 's0').slice(1))
        response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': String(streamBytes) })
        return response.end(Buffer.alloc(streamBytes, index % 251))
      }
      case 'getInternetRadioStations':
        return answer({ internetRadioStations: {} })
      case 'getScanStatus':
        return answer({ scanStatus: { scanning: false, count: size } })
      case 'getCoverArt':
        response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' })
        return response.end(COVER)
      default:
        return answer({})
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.address()
  return {
    url: `http://127.0.0.1:${listening}`,
    port: listening,
    stats,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve)
        server.closeAllConnections()
      }),
  }
}

