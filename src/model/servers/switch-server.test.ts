import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SavedServer } from '../session/server-config'
import { $connection, presetApplied, serverSaved } from '../session/server-config'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import type { MemoryShell } from '../../testing/scope'
import { forkWithShell } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { createMemoryShell } from '../../shell/memory-shell'
import { $coverArtUrl } from '../library/cover-art'
import { appStoreLoadRequested } from '../persistence/app-store'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { $queue, listPlayed } from '../player/player'
import { logoutConfirmed } from '../session/logout'
import { $savedServers, serverForgotten } from './saved-servers'
import { serverSwitchRequested, stashedQueueKey } from './switch-server'
import '../player/player'

const HOME: SavedServer = {
  url: 'http://home.test',
  credentials: { authType: 'token', username: 'alice', token: 'home-token', salt: 'home-salt' },
  protocolVersion: '1.16.1',
  serverType: 'navidrome',
}
const WORK: SavedServer = {
  url: 'http://work.test/music',
  credentials: { authType: 'password', username: 'bob', password: 'enc:776f726b' },
  protocolVersion: '1.10.2',
  serverType: 'supysonic',
}

/** One start of the app on `shell`: what it stored is read back, as at a reload. */
async function start(shell: MemoryShell): Promise<Scope> {
  const { scope } = forkWithShell({ shell })
  await settleWithFakeTimers(() => Promise.all([allSettled(appStoreLoadRequested, { scope }), allSettled(persistedStoresLoadRequested, { scope })]))
  return scope
}

async function signIn(scope: Scope, server: SavedServer) {
  await settleWithFakeTimers(() => allSettled(serverSaved, { scope, params: server }))
}

async function play(scope: Scope, from: number) {
  await settleWithFakeTimers(() => allSettled(listPlayed, { scope, params: { songs: makeSongs(3, from), index: 1 } }))
}

beforeEach(() => {
  // Nothing leaves the test: every call (queue sync, scrobbles) gets a bare "ok".
  stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1' } }))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('several servers', () => {
  it('keeps every server signed in to, with its own credential and settings, across a reload', async () => {
    const shell = createMemoryShell()
    const scope = await start(shell)
    await signIn(scope, HOME)
    await signIn(scope, WORK)
    const reloaded = await start(shell)
    const sealed = expect.stringMatching(/^sealed:v1:/)
    expect(reloaded.getState($savedServers)).toEqual([
      { id: 'alice@http://home.test', name: 'home.test', url: 'http://home.test', username: 'alice', authType: 'token', password: sealed, salt: 'home-salt', protocolVersion: '1.16.1', serverType: 'navidrome' },
      { id: 'bob@http://work.test/music', name: 'work.test', url: 'http://work.test/music', username: 'bob', authType: 'password', password: sealed, salt: '', protocolVersion: '1.10.2', serverType: 'supysonic' },
    ])
    // Sealed by the vault as app_store's credential is: neither credential is stored in clear.
    expect(shell.data.get('servers')).not.toMatch(/home-token|776f726b/)
  })

  it('switching puts the queue aside for its server, takes the chosen one back, and starts afresh on the chosen server only', async () => {
    const shell = createMemoryShell()
    const first = await start(shell)
    await signIn(first, HOME)
    await play(first, 0)
    await signIn(first, WORK)
    await play(first, 100)

    await settleWithFakeTimers(() => allSettled(serverSwitchRequested, { scope: first, params: { serverId: 'alice@http://home.test' } }))
    expect(shell.restarts).toBe(1)
    expect(shell.documentData.has(stashedQueueKey('bob@http://work.test/music'))).toBe(true)

    const onHome = await start(shell)
    expect(onHome.getState($connection)).toEqual({ url: HOME.url, credentials: HOME.credentials, protocolVersion: '1.16.1' })
    // The work queue was put aside and nothing else came back (home had none stashed yet).
    expect(onHome.getState($queue).originalList).toEqual([])
    expect(onHome.getState($coverArtUrl)('c1')).toMatch(/^http:\/\/home\.test\/rest\/getCoverArt\?/)
    await play(onHome, 200)

    await settleWithFakeTimers(() => allSettled(serverSwitchRequested, { scope: onHome, params: { serverId: 'bob@http://work.test/music' } }))
    const onWork = await start(shell)
    expect(onWork.getState($connection)?.url).toBe(WORK.url)
    expect(onWork.getState($queue).originalList.map((song) => song.id)).toEqual(['s100', 's101', 's102'])
    expect(onWork.getState($queue).isPlaying).toBe(false)
    expect(onWork.getState($coverArtUrl)('c1')).not.toContain('home.test')

    await settleWithFakeTimers(() => allSettled(serverSwitchRequested, { scope: onWork, params: { serverId: 'alice@http://home.test' } }))
    const backHome = await start(shell)
    expect(backHome.getState($queue).originalList.map((song) => song.id)).toEqual(['s200', 's201', 's202'])
  })

  it('signing out to add a server keeps the list; logging out forgets the server', async () => {
    const shell = createMemoryShell()
    const scope = await start(shell)
    await signIn(scope, HOME)
    await settleWithFakeTimers(() => allSettled(serverSwitchRequested, { scope, params: { serverId: null } }))
    const loggedOut = await start(shell)
    expect(loggedOut.getState($connection)).toBeNull()
    expect(loggedOut.getState($savedServers).map((server) => server.id)).toEqual(['alice@http://home.test'])

    await signIn(loggedOut, WORK)
    await settleWithFakeTimers(() => allSettled(logoutConfirmed, { scope: loggedOut }))
    expect(loggedOut.getState($savedServers).map((server) => server.id)).toEqual(['alice@http://home.test'])
    shell.documentData.set(stashedQueueKey('alice@http://home.test'), '{}')
    await allSettled(serverForgotten, { scope: loggedOut, params: 'alice@http://home.test' })
    expect((await start(shell)).getState($savedServers)).toEqual([])
    expect(shell.documentData.has(stashedQueueKey('alice@http://home.test'))).toBe(false)
  })

  it('a host preset locks to its one server: not listed, and no switch', async () => {
    const shell = createMemoryShell()
    const scope = await start(shell)
    await signIn(scope, WORK)
    await settleWithFakeTimers(() => allSettled(presetApplied, { scope, params: { server: HOME, hideServer: false } }))
    expect(scope.getState($savedServers).map((server) => server.id)).toEqual(['bob@http://work.test/music'])
    await settleWithFakeTimers(() => allSettled(serverSwitchRequested, { scope, params: { serverId: 'bob@http://work.test/music' } }))
    expect(shell.restarts).toBe(0)
    expect(scope.getState($connection)?.url).toBe(HOME.url)
  })
})
