// A tiny Subsonic stand-in for the Songs benchmark: answers ping and search3 with a generated
// library of `size` songs (deterministic, no disk), and the few calls the app makes at start-up
// with empty lists. Any user and password are accepted.
import http from 'node:http'

const ARTISTS = 997

function song(index) {
  const artist = index % ARTISTS
  const album = Math.floor(index / 12)
  return {
    id: `s${index}`,
    parent: `al${album}`,
    isDir: false,
    title: `Song ${index} of the benchmark`,
    album: `Album ${album}`,
    albumId: `al${album}`,
    artist: `Artist ${artist}`,
    artistId: `ar${artist}`,
    track: (index % 12) + 1,
    discNumber: 1,
    year: 1960 + (index % 60),
    genre: ['Jazz', 'Electronic', 'Rock', 'Folk'][index % 4],
    coverArt: `al${album}`,
    size: 3_000_000 + (index % 5000) * 1000,
    contentType: 'audio/mpeg',
    suffix: 'mp3',
    duration: 120 + (index % 300),
    bitRate: 320,
    path: `Artist ${artist}/Album ${album}/${String((index % 12) + 1).padStart(2, '0')} Song ${index}.mp3`,
    playCount: index % 40,
    created: new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString(),
    type: 'music',
  }
}

function reply(response, payload) {
  const body = JSON.stringify({ 'subsonic-response': { status: 'ok', version: '1.16.1', type: 'benchmark', ...payload } })
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(body)
}

/** Starts the fake server on a free port; `requests` counts search3 calls. */
export async function startFakeLibrary({ size = 100_000 } = {}) {
  const stats = { search3: 0 }
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = url.pathname.split('/').pop()?.replace(/\.view$/, '')
    const params = url.searchParams
    switch (method) {
      case 'ping':
        return reply(response, {})
      case 'search3': {
        stats.search3++
        const count = Number(params.get('songCount') ?? 20)
        const offset = Number(params.get('songOffset') ?? 0)
        const songs = []
        for (let index = offset; index < Math.min(size, offset + count); index++) songs.push(song(index))
        return reply(response, { searchResult3: { song: songs } })
      }
      case 'getAlbumList2':
        return reply(response, { albumList2: {} })
      case 'getPlaylists':
        return reply(response, { playlists: {} })
      case 'getInternetRadioStations':
        return reply(response, { internetRadioStations: {} })
      case 'getScanStatus':
        return reply(response, { scanStatus: { scanning: false, count: size } })
      case 'getCoverArt':
        response.writeHead(404)
        return response.end()
      default:
        return reply(response, {})
    }
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

