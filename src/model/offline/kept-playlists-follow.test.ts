import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { appIdleAfterStart } from '../app/start'
import { $unreachablePingMs, callOutcomeSeen } from '../connectivity/reachability'
import { $mediaAddressing } from '../session/media-addressing'
import { writeKept } from '../pending-writes/pending-writes'
import { $connection } from '../session/server-config'
import { $sessionVerdict, sessionCheckStarted } from '../session/session-check'
import type { SessionVerdict } from '../session/session-check'
import { findItem } from './kept-document'
import { $kept, offlineRequested } from './offline'
// The start's light part (the router's page requests evaluate it at start-up).
import './offline-mode'

const [a, b, c] = makeSongs(3) as [Song, Song, Song]

/**
 * A server where another client changed the kept playlist: getPlaylist lists `now` (while `down`,
 * every call fails as a server that cannot be reached does).
 */
function serverWith(now: readonly Song[]) {
  const state = { down: false }
  const { urls } = stubFetch((url) => {
    if (state.down) return Promise.reject(new TypeError('Failed to fetch'))
    if (url.pathname.endsWith('/getPlaylist.view') || url.pathname.endsWith('/getPlaylist'))
      return subsonicOk({ playlist: { id: 'pl-1', name: 'Road trip', songCount: now.length, duration: 0, entry: now } })
    return subsonicOk()
  })
  const playlistReads = () => urls.filter((url) => /\/getPlaylist(\.view)?$/.test(url.pathname)).length
  /** The Subsonic methods the server got while it answered, in order. */
  const methods = () => urls.map((url) => url.pathname.split('/').pop()!.replace(/\.view$/, ''))
  return { state, playlistReads, methods }
}

/** Signed in, with the playlist pl-1 kept with songs a and b (and, with `album`, an album holding a). */
async function keptPlaylist(verdict: SessionVerdict | null, { album = false } = {}) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const songs = fakeOfflineSongs(1000)
  const shell = Object.assign(createMemoryShell(), { offlineSongs: songs })
  const { scope } = forkWithShell({
    shell,
    values: [
      [$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }],
      [$unreachablePingMs, 3_600_000],
      [$sessionVerdict, verdict],
    ],
  })
  await signIn(scope)
  if (album) await settle(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'album', id: 'al-1', name: 'Album', songs: [a] } }))
  await settle(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Road trip', songs: [a, b] } }))
  return { scope, songs }
}

// A loaded machine may take seconds to settle a keep: the real-time limit is generous.
const settle = (run: () => Promise<unknown>) => settleWithFakeTimers(run, 1000, 20_000)
const keptIds = (songs: ReturnType<typeof fakeOfflineSongs>) => [...songs.stored.keys()].map((url) => new URL(url, 'http://app.test').searchParams.get('id')).sort()
const playlistSongs = (scope: Scope) =>
  findItem(scope.getState($kept), 'playlist', 'pl-1')?.songs.map((song) => song.id)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a kept playlist changed by another client, its page never opened', () => {
  it('is read again once the app is idle after a start the server answered: the new song is fetched, the removed one dropped', async () => {
    const { scope, songs } = await keptPlaylist('ok')
    const server = serverWith([b, c])
    expect(keptIds(songs)).toEqual([a.id, b.id].sort())

    await settle(() => allSettled(appIdleAfterStart, { scope }))

    expect(server.playlistReads()).toBe(1)
    expect(playlistSongs(scope)).toEqual([b.id, c.id])
    expect(findItem(scope.getState($kept), 'playlist', 'pl-1')!.status).toBe('kept')
    expect(keptIds(songs)).toEqual([b.id, c.id].sort())
  })

  it('is read again once the check that was under way when the app became idle finds the server answering (the app opened with what is kept), once', async () => {
    const { scope } = await keptPlaylist(null)
    const server = serverWith([b, c])
    await settle(() => allSettled(appIdleAfterStart, { scope }))
    expect(server.playlistReads()).toBe(0)

    await settle(() => allSettled(sessionCheckStarted, { scope }))
    expect(scope.getState($sessionVerdict)).toBe('ok')
    expect(server.playlistReads()).toBe(1)
    expect(playlistSongs(scope)).toEqual([b.id, c.id])

    await settle(() => allSettled(sessionCheckStarted, { scope }))
    expect(server.playlistReads()).toBe(1)
  })

  it('is not read at a start that found the server unreachable', async () => {
    const { scope, songs } = await keptPlaylist('offline')
    const server = serverWith([b, c])

    await settle(() => allSettled(appIdleAfterStart, { scope }))

    expect(server.playlistReads()).toBe(0)
    expect(playlistSongs(scope)).toEqual([a.id, b.id])
    expect(keptIds(songs)).toEqual([a.id, b.id].sort())
  })

  it('is read again when the server is back after being unreachable; a song another kept item holds stays stored', async () => {
    const { scope, songs } = await keptPlaylist('offline', { album: true })
    const server = serverWith([b, c])
    const url = scope.getState($connection)!.url
    server.state.down = true
    // Two calls that found no server: it is unreachable (the ping between them failed too).
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: url } }))
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: url } }))
    expect(server.playlistReads()).toBe(0)

    server.state.down = false
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'answered', server: url } }))

    expect(server.playlistReads()).toBe(1)
    expect(playlistSongs(scope)).toEqual([b.id, c.id])
    // a left the playlist, but the kept album holds it.
    expect(keptIds(songs)).toEqual([a.id, b.id, c.id].sort())
  })

  it('when the server is back, the writes kept meanwhile are sent before the playlist is read (it then holds them)', async () => {
    const { scope } = await keptPlaylist('offline')
    const server = serverWith([b, c])
    const url = scope.getState($connection)!.url
    server.state.down = true
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: url } }))
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: url } }))
    await settle(() => allSettled(writeKept, { scope, params: { kind: 'like', like: true, songIds: [c.id], albumIds: [], name: c.title } }))

    server.state.down = false
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'answered', server: url } }))

    const sent = server.methods().filter((method) => method === 'star' || method === 'getPlaylist')
    expect(sent).toEqual(['star', 'getPlaylist'])
    expect(playlistSongs(scope)).toEqual([b.id, c.id])
  })

  it('a server that answered again after a mere doubt (never unreachable) does not read it', async () => {
    const { scope } = await keptPlaylist('ok')
    const server = serverWith([b, c])
    const url = scope.getState($connection)!.url
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server: url } }))
    await settle(() => allSettled(callOutcomeSeen, { scope, params: { outcome: 'answered', server: url } }))
    expect(server.playlistReads()).toBe(0)
    expect(playlistSongs(scope)).toEqual([a.id, b.id])
  })
})
