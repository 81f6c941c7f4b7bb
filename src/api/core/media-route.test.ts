import { isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Connection } from './connection'
import { encodePassword } from './credentials'
import { localMediaAddress, mediaServerKey, mediaServerOf, parseMediaAddress, upstreamMediaAddress } from './media-route'
import { coverArtUrl, PLACEHOLDER_COVER, streamUrl } from './media-urls'
import { buildRestUrl } from './url'

const PAGE = 'http://127.0.0.1:4173'
const password = encodePassword('sesame')
const connection: Connection = {
  url: 'https://music.example.org/sub/',
  protocolVersion: '1.16.0',
  credentials: { authType: 'password', username: 'bob', password },
}
const route = { base: '/media/' }

describe('media addresses without credentials', () => {
  it('names a server and user by a stable key, marked as of another origin or of the page’s own', () => {
    const key = mediaServerKey(connection, PAGE)
    expect(key).toMatch(/^x[0-9a-f]{8}$/)
    expect(mediaServerKey({ ...connection, credentials: { authType: 'token', username: 'bob', token: 't', salt: 's' } }, PAGE)).toBe(key)
    expect(mediaServerKey({ ...connection, credentials: { ...connection.credentials, username: 'eve' } }, PAGE)).not.toBe(key)
    expect(mediaServerKey({ ...connection, url: `${PAGE}/` }, PAGE)).toMatch(/^o[0-9a-f]{8}$/)
  })

  it('builds cover and stream addresses of this origin that carry no user, password or token', () => {
    const cover = coverArtUrl(connection, 'al-1', 300, { route, pageOrigin: PAGE })
    const stream = streamUrl(connection, 'tr-1', { maxBitRate: 128, format: 'mp3' }, { route, pageOrigin: PAGE })
    const key = mediaServerKey(connection, PAGE)
    expect(cover).toBe(`/media/${key}/getCoverArt?id=al-1&size=300`)
    expect(stream).toBe(`/media/${key}/stream?id=tr-1&maxBitRate=128&format=mp3&estimateContentLength=true`)
    for (const address of [cover, stream]) expect(address).not.toMatch(/[?&](u|p|t|s)=|enc:|sesame/)
  })

  it('keeps the server’s own addresses when no worker routes them', () => {
    expect(coverArtUrl(connection, 'al-1', 300, { route: null, pageOrigin: PAGE })).toContain(`p=${encodeURIComponent(password)}`)
  })

  it('gives held media no address at all: the placeholder cover, no stream', () => {
    expect(coverArtUrl(connection, 'al-1', 300, { route: null, pageOrigin: PAGE, held: true })).toBe(PLACEHOLDER_COVER)
    expect(streamUrl(connection, 'tr-1', {}, { route: null, pageOrigin: PAGE, held: true })).toBeNull()
  })

  it('turns a media address back into the very address the app would have built', () => {
    const server = mediaServerOf(connection, PAGE)!
    const local = new URL(localMediaAddress(route, server.key, 'stream', { id: 'tr-1', maxBitRate: 128, estimateContentLength: true }), PAGE)
    const parsed = parseMediaAddress(local.pathname, '/media/')
    expect(parsed).toEqual({ key: server.key, method: 'stream' })
    const direct = buildRestUrl(connection, 'stream', { id: 'tr-1', maxBitRate: 128, estimateContentLength: true }, { format: null })
    expect(isRight(direct) && direct.right.toString()).toBe(upstreamMediaAddress(server, 'stream', local.search))
  })

  it('forwards only media methods of a well-formed key under the base', () => {
    expect(parseMediaAddress('/media/x0123abcd/getCoverArt', '/media/')).toEqual({ key: 'x0123abcd', method: 'getCoverArt' })
    expect(parseMediaAddress('/app/media/o0123abcd/download', '/app/media/')).toEqual({ key: 'o0123abcd', method: 'download' })
    expect(parseMediaAddress('/media/x0123abcd/deletePlaylist', '/media/')).toBeNull()
    expect(parseMediaAddress('/media/x0123abcd/stream/more', '/media/')).toBeNull()
    expect(parseMediaAddress('/media/nokey/stream', '/media/')).toBeNull()
    expect(parseMediaAddress('/assets/x.js', '/media/')).toBeNull()
  })
})
