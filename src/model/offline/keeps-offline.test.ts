import { allSettled, scopeBind } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, forkWithStoredServer, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { $unreachablePingMs } from '../connectivity/reachability'
import { albumPage } from '../library/album-page'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { serverForgotten } from '../servers/saved-servers'
import { $mediaAddressing } from '../session/media-addressing'
import { $sessionCheckPending, $sessionVerdict, sessionCheckStarted } from '../session/session-check'
import { $keptFirst } from './keeps-offline'
import { $keptServerKey, keptDocumentSeen } from './kept-library'
import { offlineRequested } from './offline'

const ADDRESSING = { route: { base: '/media/' }, pageOrigin: 'http://app.test' }
const album = makeSongs(3).map((song) => ({ ...song, album: 'Blue Hours', albumId: 'al-1' }))
const live = { id: 'al-1', name: 'Blue Hours (live)', artist: 'Artist', songCount: 1, duration: 200, song: [album[0]] }

/** One device: its storage and documents outlive a reload. */
const device = () => ({ storage: new Map<string, string>(), documents: new Map<string, unknown>() })
type Device = ReturnType<typeof device>

const shellOf = (on: Device) => Object.assign(createMemoryShell(on), { offlineSongs: fakeOfflineSongs(1000) })
const values: NonNullable<NonNullable<Parameters<typeof forkWithShell>[0]>['values']> = [
  [$mediaAddressing, ADDRESSING],
  [$unreachablePingMs, 3_600_000],
]

/** Signed in on `on`, the album kept offline. */
async function keptOn(on: Device) {
  const { scope } = forkWithShell({ shell: shellOf(on), values })
  await signIn(scope)
  await settleWithFakeTimers(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'album', id: 'al-1', name: 'Blue Hours', songs: album } }))
}

/** A reload on `on`: the stored server, the persisted stores read, no check yet. */
async function reload(on: Device) {
  const { scope } = forkWithStoredServer({ shell: shellOf(on), values })
  await allSettled(persistedStoresLoadRequested, { scope })
  return scope
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('whether the stored account keeps something offline, known at start-up', () => {
  it('is known after a reload once the account kept a song, not for an account that kept nothing, and goes when the server is forgotten', async () => {
    stubFetch(() => new Promise<Response>(() => undefined))
    /** A reload on `on` whose start-up check is under way: does what is kept show first? */
    const keptFirstAfterReload = async (on: Device) => {
      const scope = await reload(on)
      scopeBind(sessionCheckStarted, { scope })()
      return { scope, first: scope.getState($keptFirst) }
    }
    expect((await keptFirstAfterReload(device())).first).toBe(false)
    const on = device()
    stubFetch(() => subsonicOk())
    await keptOn(on)
    stubFetch(() => new Promise<Response>(() => undefined))
    const { scope, first } = await keptFirstAfterReload(on)
    expect(first).toBe(true)
    // Not allSettled: the check under way never ends.
    scopeBind(serverForgotten, { scope })('alice@http://music.test')
    expect(scope.getState($keptFirst)).toBe(false)
    expect((await keptFirstAfterReload(on)).first).toBe(false)
  })

  it('is not known for an account whose only item is partly kept (a paused download): Home would open onto nothing kept', async () => {
    stubFetch(() => subsonicOk())
    const on = device()
    const { scope } = forkWithShell({ shell: shellOf(on), values })
    await signIn(scope)
    const item = (status: 'paused' | 'kept') => ({ kind: 'album' as const, id: 'al-1', name: 'Blue Hours', quality: { maxBitRate: 0, format: '' }, songs: album, stored: [album[0]!.id], bytes: 0, status })
    const seen = (status: 'paused' | 'kept') => settleWithFakeTimers(() => allSettled(keptDocumentSeen, { scope, params: { serverKey: scope.getState($keptServerKey)!, document: { items: [item(status)] } } }))
    const keptFirstAfterReload = async () => {
      stubFetch(() => new Promise<Response>(() => undefined))
      const reloaded = await reload(on)
      scopeBind(sessionCheckStarted, { scope: reloaded })()
      return reloaded.getState($keptFirst)
    }
    await seen('paused')
    expect(await keptFirstAfterReload()).toBe(false)
    await seen('kept')
    expect(await keptFirstAfterReload()).toBe(true)
  })

  it('while the start-up check is under way, a kept album opens at once from what is kept, and the answer that comes later replaces it', async () => {
    const on = device()
    stubFetch(() => subsonicOk())
    await keptOn(on)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Every call hangs (a paused machine) until the server goes on.
    const held: Array<() => void> = []
    const reply = (url: URL) => (/\/getAlbum(\.view)?$/.test(url.pathname) ? subsonicOk({ album: live }) : subsonicOk())
    stubFetch((url) => new Promise<Response>((resolve) => held.push(() => resolve(reply(url)))))
    const scope = await reload(on)
    scopeBind(sessionCheckStarted, { scope })()
    expect(scope.getState($sessionCheckPending)).toBe(true)
    expect(scope.getState($keptFirst)).toBe(true)
    const opened = allSettled(albumPage.requested, { scope, params: 'al-1' })
    await vi.waitFor(() => expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'ready', key: 'al-1', kept: true, data: { name: 'Blue Hours' } }))
    // The server answers: the check ends, and the page shows the server's album.
    for (const release of held.splice(0)) release()
    await vi.waitFor(() => expect(scope.getState($sessionVerdict)).toBe('ok'))
    for (const release of held.splice(0)) release()
    await opened
    expect(scope.getState($keptFirst)).toBe(false)
    expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'ready', key: 'al-1', data: { name: 'Blue Hours (live)' } })
    expect(scope.getState(albumPage.$state)).not.toHaveProperty('kept')
  })

  it('an account that keeps nothing: an album waits for the server while the check is under way', async () => {
    const held: Array<() => void> = []
    stubFetch((url) => new Promise<Response>((resolve) => held.push(() => resolve(/\/getAlbum(\.view)?$/.test(url.pathname) ? subsonicOk({ album: live }) : subsonicOk()))))
    const scope = await reload(device())
    scopeBind(sessionCheckStarted, { scope })()
    expect(scope.getState($keptFirst)).toBe(false)
    const opened = allSettled(albumPage.requested, { scope, params: 'al-1' })
    await vi.waitFor(() => expect(held.length).toBeGreaterThanOrEqual(2))
    expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'loading', key: 'al-1' })
    for (const release of held.splice(0)) release()
    await opened
    expect(scope.getState(albumPage.$state)).toMatchObject({ status: 'ready', data: { name: 'Blue Hours (live)' } })
  })
})
