import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAlbum } from '../../src/api/calls/album'
import { getAlbumList } from '../../src/api/calls/album-list'
import { createPlaylist, deletePlaylist, getPlaylist, updatePlaylist } from '../../src/api/calls/playlists'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { supysonicConnection, valueOf } from './supysonic'

/** nginx's default limit for a request line (large_client_header_buffers 4 8k). */
const PROXY_LIMIT = 8192

let proxy: FaultProxy
let connection: ReturnType<typeof supysonicConnection>
let songIds: string[]
beforeAll(async () => {
  const direct = supysonicConnection()
  proxy = await startFaultProxy(direct.url, { maxRequestLine: PROXY_LIMIT })
  connection = { ...direct, url: proxy.url }
  const albums = valueOf(await getAlbumList(connection, { type: 'alphabeticalByName', size: 50 })).albums
  songIds = []
  for (const album of albums) songIds.push(...valueOf(await getAlbum(connection, album.id)).song.map((song) => song.id))
})
afterAll(() => proxy.stop())

/** 1,000 entries cycling through the library's songs (a playlist may hold a song many times). */
const thousand = () => Array.from({ length: 1000 }, (_, index) => songIds[index % songIds.length] as string)

describe('long parameter lists behind a proxy that refuses request lines over 8 KB', () => {
  it.each([
    ['in several short requests (no formPost)', false],
    ['in one form-encoded POST body (formPost)', true],
  ])('adds 1,000 songs to a playlist on Supysonic %s, and all 1,000 are there', async (_how, formPost) => {
    const playlist = valueOf(await createPlaylist(connection, `Thousand ${formPost ? 'posted' : 'batched'}`))
    if (!playlist) throw new Error('the created playlist was not found')
    const ids = thousand()
    const sentBefore = proxy.requests('updatePlaylist').length
    valueOf(await updatePlaylist(connection, { playlistId: playlist.id, songIdToAdd: ids }, { formPost }))
    const sent = proxy.requests('updatePlaylist').slice(sentBefore)
    expect(sent.every((request) => request.requestLineLength <= PROXY_LIMIT)).toBe(true)
    expect(sent.flatMap((request) => request.params.getAll('songIdToAdd'))).toEqual(ids)
    // One POST body with formPost; several short requests without it.
    expect(sent.length === 1).toBe(formPost)
    const stored = valueOf(await getPlaylist(connection, playlist.id))
    expect(stored.entry.map((song) => song.id)).toEqual(ids)

    // Removing 600 of them by index, across requests, removes exactly those.
    const remove = Array.from({ length: 600 }, (_, index) => index + 200)
    valueOf(await updatePlaylist(connection, { playlistId: playlist.id, songIndexToRemove: remove }, { formPost }))
    expect(valueOf(await getPlaylist(connection, playlist.id)).entry.map((song) => song.id)).toEqual([...ids.slice(0, 200), ...ids.slice(800)])
    valueOf(await deletePlaylist(connection, playlist.id))
  })
})
