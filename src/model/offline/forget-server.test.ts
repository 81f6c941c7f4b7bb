import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { $savedServers, serverForgotten } from '../servers/saved-servers'
import { $mediaAddressing } from '../session/media-addressing'
import type { SavedServer } from '../session/server-config'
import { serverSaved } from '../session/server-config'
import { serverOfId } from './forget-server'
import { keptDocumentKey } from './kept-key'
import { $offlineServerKey, offlineRequested } from './offline'

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

beforeEach(() => {
  // Nothing leaves the test: every call gets a bare "ok".
  stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1' } }))
})
afterEach(() => vi.unstubAllGlobals())

const settle = (run: () => Promise<unknown>) => settleWithFakeTimers(run)

/** Signs in to `server` and keeps an album of its own songs; returns the account's server key. */
async function keepOn(scope: Scope, server: SavedServer, albumId: string): Promise<string> {
  await settle(() => allSettled(serverSaved, { scope, params: server }))
  const songs = makeSongs(2).map((song) => ({ ...song, id: `${albumId}-${song.id}`, albumId }))
  await settle(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'album', id: albumId, name: albumId, songs } }))
  return scope.getState($offlineServerKey)!
}

describe('forgetting a saved server', () => {
  it('drops the songs and the kept document of that server, and nothing of the one signed in', async () => {
    const songs = fakeOfflineSongs()
    const shell = Object.assign(createMemoryShell(), { offlineSongs: songs })
    const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }]] })
    await settle(() => allSettled(persistedStoresLoadRequested, { scope }))
    const home = await keepOn(scope, HOME, 'al-home')
    const work = await keepOn(scope, WORK, 'al-work')
    expect(home).not.toBe(work)
    expect(scope.getState($savedServers).map((server) => server.id)).toEqual(['alice@http://home.test', 'bob@http://work.test/music'])
    const keptUnder = (key: string) => [...songs.stored.keys()].filter((url) => url.includes(`/${key}/`))
    expect(keptUnder(home)).toHaveLength(2)
    expect(keptUnder(work)).toHaveLength(2)
    expect(await shell.documents.get(keptDocumentKey(home))).toBeDefined()

    await settle(() => allSettled(serverForgotten, { scope, params: 'alice@http://home.test' }))
    expect(keptUnder(home)).toEqual([])
    expect(await shell.documents.get(keptDocumentKey(home))).toBeUndefined()
    expect(keptUnder(work)).toHaveLength(2)
    expect(await shell.documents.get(keptDocumentKey(work))).toBeDefined()
  })

  it('takes a saved server’s id apart, a user name with an @ included', () => {
    expect(serverOfId('alice@http://home.test')).toEqual({ username: 'alice', url: 'http://home.test' })
    expect(serverOfId('bob@work.org@https://work.test/music')).toEqual({ username: 'bob@work.org', url: 'https://work.test/music' })
    expect(serverOfId('nobody')).toBeNull()
  })
})
