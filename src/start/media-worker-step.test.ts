import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PLACEHOLDER_COVER } from '../api/core/media-urls'
import { $coverArtUrl } from '../model/library/cover-art'
import { $mediaAddressing } from '../model/session/media-addressing'
import { $serverConfig, DEFAULT_SERVER_CONFIG, serverRemoved } from '../model/session/server-config'
import { createMemoryShell } from '../shell/memory-shell'
import { fakeOfflineSongs } from '../testing/fake-offline-songs'
import { fakeWorkerContainer } from '../testing/fake-worker-container'
import { forkWithShell } from '../testing/scope'
import { DESKTOP_HOLD_LIMIT_MS, startMediaWorker } from './media-worker-step'

const PAGE = 'http://127.0.0.1:41833'
/** sesame, as password auth sends it. */
const SECRET = /enc(:|%3A)736573616d65|sesame|[?&]p=/

/** A page as the desktop runtime serves it (its NL_* globals), or a browser's. */
function page(desktop: boolean): Window {
  const win = { location: { origin: PAGE }, document: { readyState: 'complete' }, addEventListener: vi.fn<() => void>(), requestIdleCallback: vi.fn<() => number>() }
  return (desktop ? { ...win, NL_PORT: 41833, NL_OS: 'Linux' } : win) as unknown as Window
}

/** Signed in with password auth (Supysonic's) to a server of another origin. */
function signedIn(shell = createMemoryShell()) {
  return forkWithShell({
    shell,
    values: [[$serverConfig, { ...DEFAULT_SERVER_CONFIG, isServerConfigured: true, url: 'https://music.example.org', username: 'bob', password: 'enc:736573616d65', authType: 'password' }]],
  })
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the desktop app’s Service Worker', () => {
  it('registers at once and holds covers until the worker controls the page, then gives them addresses without credentials, and tells the worker the server', () => {
    const { scope } = signedIn()
    const fake = fakeWorkerContainer(false)
    startMediaWorker(scope, { window: page(true), container: fake.container, base: '/' })
    expect(fake.registered).toEqual(['/sw.js /'])
    expect(scope.getState($mediaAddressing).held).toBe(true)
    expect(scope.getState($coverArtUrl)('al-1')).toBe(PLACEHOLDER_COVER)

    fake.takeControl()
    const cover = scope.getState($coverArtUrl)('al-1')
    expect(cover).toMatch(/^\/media\/x[0-9a-f]{8}\/getCoverArt\?id=al-1&size=300$/)
    expect(fake.posted).toEqual([{ type: 'tonearm-media-server', server: expect.objectContaining({ rest: 'https://music.example.org/rest/' }) }])
    expect(cover).not.toMatch(SECRET)
  })

  it('a launch on a port whose worker is still there (controlled at once) holds nothing', () => {
    const { scope } = signedIn()
    const fake = fakeWorkerContainer(true)
    startMediaWorker(scope, { window: page(true), container: fake.container, base: '/' })
    expect(scope.getState($mediaAddressing)).toEqual({ route: { base: '/media/' }, pageOrigin: PAGE })
  })

  it('a refused registration lets covers go straight to the server, as without a worker, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { scope } = signedIn()
    const fake = fakeWorkerContainer(false)
    fake.container.register = () => Promise.reject(new Error('SecurityError'))
    startMediaWorker(scope, { window: page(true), container: fake.container, base: '/' })
    await vi.waitFor(() => expect(scope.getState($mediaAddressing).held).toBeFalsy())
    expect(scope.getState($coverArtUrl)('al-1')).toMatch(/^https:\/\/music\.example\.org\/rest\/getCoverArt\?/)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SecurityError'))
  })

  it('a worker that never takes control: media is let go after the hold limit', () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { scope } = signedIn()
    const fake = fakeWorkerContainer(false)
    startMediaWorker(scope, { window: page(true), container: fake.container, base: '/' })
    vi.advanceTimersByTime(DESKTOP_HOLD_LIMIT_MS - 1)
    expect(scope.getState($mediaAddressing).held).toBe(true)
    vi.advanceTimersByTime(1)
    expect(scope.getState($mediaAddressing)).toEqual({ route: null, pageOrigin: PAGE })
  })

  it('in a browser, a first visit is not held (the server’s own addresses) and registers only when the page is idle', () => {
    const { scope } = signedIn()
    const fake = fakeWorkerContainer(false)
    const win = page(false)
    startMediaWorker(scope, { window: win, container: fake.container, base: '/' })
    expect(scope.getState($mediaAddressing).held).toBeFalsy()
    expect(fake.registered).toEqual([])
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1)
  })

  it('tells the worker where the desktop serves its kept songs, and on sign-out drops the account’s kept files', async () => {
    const songs = Object.assign(fakeOfflineSongs(), { servedAt: '/kept-abc/' })
    const forgotten: string[] = []
    songs.forget = async (key) => void forgotten.push(key)
    const { scope } = signedIn(Object.assign(createMemoryShell(), { offlineSongs: songs }))
    const fake = fakeWorkerContainer(true)
    startMediaWorker(scope, { window: page(true), container: fake.container, base: '/' })
    const entry = (fake.posted[0] as { server: { key: string; kept?: string } }).server
    expect(entry.kept).toBe('/kept-abc/')
    await allSettled(serverRemoved, { scope })
    expect(forgotten).toEqual([entry.key])
  })
})
