import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { albumPage } from '../library/album-page'
import { playlistPage } from '../library/playlists-list'
import { searchPage } from '../search/search-page'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import { $reachability, $unreachablePingMs, callOutcomeSeen } from '../connectivity/reachability'
import { $keptAlbums, $keptPlaylists, $keptSongIds, $keptSongs, keptLibraryRequested } from './kept-library'
import { offlineRequested } from './offline'

const ADDRESSING = { route: { base: '/media/' }, pageOrigin: 'http://app.test' }

const album = makeSongs(3).map((song) => ({ ...song, album: 'Blue Hours', albumId: 'al-1' }))
const playlistSongs = [album[0]!, ...makeSongs(1, 10).map((song) => ({ ...song, title: 'Late Tram' }))]

/** A signed-in scope whose host keeps songs, on `documents` (shared across "reloads"). */
async function signedIn(documents: Map<string, unknown>) {
  const songs = fakeOfflineSongs(1000)
  const shell = Object.assign(createMemoryShell({ documents }), { offlineSongs: songs })
  const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, ADDRESSING], [$unreachablePingMs, 3_600_000]] })
  await signIn(scope)
  return { scope, songs }
}

const run = <T>(start: () => Promise<T>) => settleWithFakeTimers(start)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('what is kept offline, read by the screens', () => {
  it('follows the kept model: an album and a playlist once kept whole, their stored songs; a failed keep is not listed', async () => {
    const { scope, songs } = await signedIn(new Map())
    await run(() => allSettled(keptLibraryRequested, { scope }))
    expect(scope.getState($keptAlbums)).toEqual([])
    await run(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'album', id: 'al-1', name: 'Blue Hours', songs: album } }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    songs.fail(playlistSongs[1]!.id, 'quota')
    await run(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Commute', songs: playlistSongs } }))
    expect(scope.getState($keptAlbums).map((item) => item.name)).toEqual(['Blue Hours'])
    // The playlist's second song did not fit: the playlist is not kept, its first song is (by the album).
    expect(scope.getState($keptPlaylists)).toEqual([])
    expect([...scope.getState($keptSongIds)].sort()).toEqual(['s0', 's1', 's2'])
    expect(scope.getState($keptSongs).map((song) => song.id)).toEqual(['s0', 's1', 's2'])
  })

  it('after a reload, reads the stored document', async () => {
    const documents = new Map<string, unknown>()
    const first = await signedIn(documents)
    await run(() => allSettled(offlineRequested, { scope: first.scope, params: { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Commute', songs: playlistSongs } }))
    const { scope } = await signedIn(documents)
    await allSettled(keptLibraryRequested, { scope })
    expect(scope.getState($keptPlaylists).map((item) => item.name)).toEqual(['Commute'])
  })
})

describe('pages the server cannot answer', () => {
  async function keptThenDown(reply: () => Response | Promise<Response>) {
    const documents = new Map<string, unknown>()
    const first = await signedIn(documents)
    await run(() => allSettled(offlineRequested, { scope: first.scope, params: { type: 'keep', kind: 'album', id: 'al-1', name: 'Blue Hours', songs: album } }))
    await run(() => allSettled(offlineRequested, { scope: first.scope, params: { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Commute', songs: playlistSongs } }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(reply)
    const { scope } = await signedIn(documents)
    return scope
  }
  const down = () => Promise.reject(new TypeError('Failed to fetch'))

  it('a kept album and a kept playlist open from what is kept when the server cannot be reached', async () => {
    const scope = await keptThenDown(down)
    await allSettled(albumPage.requested, { scope, params: 'al-1' })
    expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'ready', key: 'al-1', kept: true, data: { name: 'Blue Hours', artist: 'Artist', songCount: 3 } })
    await allSettled(playlistPage.requested, { scope, params: 'pl-1' })
    const playlist = scope.getState(playlistPage.$state)
    expect(playlist).toMatchObject({ status: 'ready', key: 'pl-1', kept: true, data: { name: 'Commute' } })
    expect(playlist.status === 'ready' && playlist.data.songs.map((song) => song.id)).toEqual(['s0', 's10'])
    // An album that is not kept fails as before.
    await allSettled(albumPage.requested, { scope, params: 'al-9' })
    expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'failed', key: 'al-9', unreachable: true })
  })

  it('while the server is unreachable, a kept album opens at once, without waiting for a call that does not come back; a later answer replaces it', async () => {
    const live = { id: 'al-1', name: 'Blue Hours (live)', artist: 'Artist', songCount: 1, duration: 200, song: [album[0]] }
    const reply = (url: URL) => (/\/getAlbum(\.view)?$/.test(url.pathname) ? subsonicOk({ album: live }) : subsonicOk())
    // Every call hangs (a paused machine) until the server goes on.
    const held: Array<() => void> = []
    let paused = true
    const scope = await keptThenDown(() => Promise.reject(new TypeError('unused')))
    stubFetch((url) => (paused ? new Promise<Response>((resolve) => held.push(() => resolve(reply(url)))) : reply(url)))
    const url = scope.getState($connection)!.url
    void allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: url } })
    void allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: url } })
    await vi.waitFor(() => expect(scope.getState($reachability)).toBe('unreachable'))
    const opened = allSettled(albumPage.requested, { scope, params: 'al-1' })
    await vi.waitFor(() => expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'ready', key: 'al-1', kept: true, data: { name: 'Blue Hours' } }))
    // The server goes on: the page shows its answer.
    paused = false
    for (const release of held.splice(0)) release()
    await opened
    expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'ready', key: 'al-1', data: { name: 'Blue Hours (live)' } })
    expect(scope.getState(albumPage.$state)).not.toHaveProperty('kept')
  })

  it('a server that answers with a refusal shows its failure, not the kept album', async () => {
    const scope = await keptThenDown(() => subsonicFailed(70, 'Album not found'))
    await allSettled(albumPage.requested, { scope, params: 'al-1' })
    expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'failed', key: 'al-1' })
  })

  it('search finds kept albums, playlists and songs by name when the server cannot answer', async () => {
    const scope = await keptThenDown(down)
    await allSettled(searchPage.requested, { scope, params: 'blue' })
    const found = scope.getState(searchPage.$state)
    expect(found).toMatchObject({ status: 'ready', kept: true })
    expect(found.status === 'ready' && found.data.albums.map((one) => one.name)).toEqual(['Blue Hours'])
    expect(found.status === 'ready' && found.data.songs.map((one) => one.id)).toEqual(['s0', 's1', 's2'])
    await allSettled(searchPage.requested, { scope, params: 'commute' })
    const playlists = scope.getState(searchPage.$state)
    expect(playlists.status === 'ready' && playlists.data.playlists?.map((one) => one.name)).toEqual(['Commute'])
    await allSettled(searchPage.requested, { scope, params: 'late tram' })
    const song = scope.getState(searchPage.$state)
    expect(song.status === 'ready' && song.data.songs.map((one) => one.title)).toEqual(['Late Tram'])
  })
})
