import { isLeft, isRight } from 'fp-ts/Either'
import { describe, expect, inject, it } from 'vitest'
import { getAlbumList } from '../../src/api/calls/album-list'
import { ping, probeServer } from '../../src/api/calls/ping'
import type { Connection } from '../../src/api/core/connection'
import { passwordCredentials, tokenCredentials } from '../../src/api/core/credentials'
import { coverArtUrl } from '../../src/api/core/media-urls'
// @ts-expect-error plain ESM script without type declarations
import { ALBUMS as GENERATED_ALBUMS } from '../../scripts/supysonic/library.mjs'

const ALBUMS = GENERATED_ALBUMS as readonly { title: string; artist: string; year: number; genre: string; songCount: number; hasCover: boolean }[]
const url = inject('serverUrl')
const user = inject('serverUser')
const password = inject('serverPassword')
const connection: Connection = { url, protocolVersion: '1.16.0', credentials: passwordCredentials(user, password) }

describe('api core against a real Supysonic', () => {
  it('probes the protocol version and type from an unauthenticated ping', async () => {
    const identity = await probeServer(url)
    expect(identity.protocolVersion).toBe('1.10.2')
    expect(identity.serverType).toBe('subsonic')
  })

  it('pings with the enc: password, and fails cleanly with token auth and with a wrong password', async () => {
    const ok = await ping(connection)
    expect(isRight(ok) && ok.right.status).toBe('ok')

    const token = await ping({ ...connection, credentials: await tokenCredentials(user, password) })
    expect(isLeft(token) && token.left).toMatchObject({ kind: 'server', code: 10 })

    const wrong = await ping({ ...connection, credentials: passwordCredentials(user, 'wrong-password') })
    expect(isLeft(wrong) && wrong.left).toMatchObject({ kind: 'server', code: 40 })
  })

  it('reports an unreachable server as a network failure, not a throw', async () => {
    const down = await ping({ ...connection, url: 'http://127.0.0.1:9' })
    expect(isLeft(down) && down.left.kind).toBe('network')
  })

  it('lists every generated album with its year and genre', async () => {
    const result = await getAlbumList(connection, { type: 'alphabeticalByName', size: 50 })
    if (isLeft(result)) throw new Error(result.left.message)
    const byName = new Map(result.right.albums.map((album) => [album.name, album]))
    expect(byName.size).toBe(ALBUMS.length)
    for (const album of ALBUMS) {
      expect(byName.get(album.title)).toMatchObject({ artist: album.artist, year: album.year, genre: album.genre, songCount: album.songCount })
    }
    const jazz = await getAlbumList(connection, { type: 'byGenre', genre: 'Jazz' })
    if (isLeft(jazz)) throw new Error(jazz.left.message)
    expect(jazz.right.albums.map((album) => album.name).sort()).toEqual(
      ALBUMS.filter((album) => album.genre === 'Jazz').map((album) => album.title).sort(),
    )
  })

  it('builds cover art addresses the server answers with an image', async () => {
    const result = await getAlbumList(connection, { type: 'alphabeticalByName', size: 50 })
    if (isLeft(result)) throw new Error(result.left.message)
    const withCover = result.right.albums.find((album) => album.coverArt)
    const response = await fetch(coverArtUrl(connection, withCover?.coverArt, 64))
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100)
    expect(coverArtUrl(connection, undefined)).toMatch(/^data:image\/svg\+xml/)
  })
})
