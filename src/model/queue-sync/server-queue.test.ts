import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { jsonResponse, stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import type { MemoryShell } from '../../testing/scope'
import { forkWithShell, forkWithStoredServer, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { createMemoryShell } from '../../shell/memory-shell'
import { pageHidden } from '../host/page-visibility'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { $clock } from '../player/scrobble'
import { $progress, progressUpdated } from '../player/progress'
import { $queue, nextRequested, pauseRequested, playRequested } from '../queue/queue'
import { addToEndRequested, listPlayed } from '../queue/queue-events'
import { currentSong } from '../queue/queue-state'
import { $toasts } from '../toasts/toasts'
import { serverExtensionsFx } from '../session/server-extensions'
import { serverSaved } from '../session/server-config'
import { $serverReachable, sessionCheckStarted } from '../session/session-check'
import type { SaveRequest, ServerQueue, ServerQueueRead } from './server-queue-calls'
import { readServerQueueFx, saveServerQueueFx } from './server-queue-calls'
import { $queueApi, $resumeOffer, resumeAccepted, resumeDismissed } from './server-queue'
import '../player/player'

const LIBRARY = makeSongs(20)
const byId = new Map(LIBRARY.map((song) => [song.id, song]))
const T0 = Date.parse('2026-11-20T10:00:00Z')

const FRIENDS_SERVER = {
  url: 'http://friend.test',
  credentials: { authType: 'token' as const, username: 'alice', token: 'tok2', salt: 'salt2' },
  protocolVersion: '1.16.1',
  serverType: 'navidrome',
}

/** A Navidrome-like server that keeps one queue per user, as savePlayQueue(ByIndex) would. */
function fakeQueueServer(initial: ServerQueue | null = null) {
  const state: { queue: ServerQueue | null; saves: SaveRequest[]; reads: number; now: number } = { queue: initial, saves: [], reads: 0, now: T0 }
  const read = async (): Promise<ServerQueueRead> => {
    state.reads++
    return { api: 'index', queue: state.queue ?? { songs: [], index: 0, positionSeconds: 0, changedAt: 0, changedBy: '' } }
  }
  const save = async (request: SaveRequest) => {
    state.saves.push(request)
    const { ids, currentIndex, positionMs } = request.save
    state.queue = {
      songs: ids.map((id) => byId.get(id)!),
      index: currentIndex,
      positionSeconds: positionMs / 1000,
      changedAt: state.now,
      changedBy: 'Tonearm',
    }
  }
  return { state, read, save }
}

type Server = ReturnType<typeof fakeQueueServer>

/** A device: its own storage, the shared server, a clock; started (stored queue read) and signed in. */
async function startDevice(server: Server, options: { shell?: MemoryShell; now?: number } = {}): Promise<{ scope: Scope; shell: MemoryShell }> {
  // Every other call (scrobbles) is answered here: no traffic leaves the test.
  stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1' } }))
  const device = forkWithShell({
    ...(options.shell ? { shell: options.shell } : {}),
    values: [[$clock, () => options.now ?? server.state.now]],
    handlers: queueServerHandlers(server),
  })
  await settleWithFakeTimers(() => allSettled(persistedStoresLoadRequested, { scope: device.scope }))
  await settleWithFakeTimers(() => signIn(device.scope))
  return device
}

/** The effects of a server that keeps play queues (`server`), as a device's scope handles them. */
function queueServerHandlers(server: Server): NonNullable<NonNullable<Parameters<typeof forkWithShell>[0]>['handlers']> {
  return [
    [readServerQueueFx, server.read],
    [saveServerQueueFx, server.save],
    [serverExtensionsFx, async () => ({ server: 'alice@http://music.test', names: ['indexBasedQueue'] })],
  ]
}

/** A device of the stored server, its stores loaded, its start-up session check not asked yet (a slow start-up). */
async function deviceBeforeSessionCheck(server: Server, now?: number): Promise<Scope> {
  stubFetch(() => jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1' } }))
  const { scope } = forkWithStoredServer({ values: [[$clock, () => now ?? server.state.now]], handlers: queueServerHandlers(server) })
  await allSettled(persistedStoresLoadRequested, { scope })
  return scope
}

async function play(scope: Scope, songs: readonly Song[], index = 0) {
  await settleWithFakeTimers(() => allSettled(listPlayed, { scope, params: { songs, index } }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the play queue on the server', () => {
  it('is saved after an edit settles, at once on song change and on pause, and with keepalive when the page hides', async () => {
    const server = fakeQueueServer()
    const { scope } = await startDevice(server)
    expect(scope.getState($queueApi)).toBe('index')

    await play(scope, LIBRARY.slice(0, 5), 1)
    expect(server.state.queue).toMatchObject({ songs: LIBRARY.slice(0, 5), index: 1 })

    await allSettled(nextRequested, { scope })
    expect(server.state.queue?.index).toBe(2)

    await allSettled(progressUpdated, { scope, params: 42.7 })
    await allSettled(pauseRequested, { scope })
    expect(server.state.saves.at(-1)?.save).toEqual({ ids: LIBRARY.slice(0, 5).map((song) => song.id), currentIndex: 2, positionMs: 42_000 })

    await allSettled(playRequested, { scope })
    await allSettled(progressUpdated, { scope, params: 61 })
    await allSettled(pageHidden, { scope })
    expect(server.state.saves.at(-1)).toMatchObject({ keepalive: true, save: { currentIndex: 2, positionMs: 61_000 } })

    // Nothing changed since: hiding again sends nothing.
    const sent = server.state.saves.length
    await allSettled(pageHidden, { scope })
    expect(server.state.saves).toHaveLength(sent)
  })

  it('an edit that keeps the current song is saved once edits settle, not at each one', async () => {
    const server = fakeQueueServer()
    const { scope } = await startDevice(server)
    await play(scope, LIBRARY.slice(0, 2))
    const sent = server.state.saves.length
    await settleWithFakeTimers(() =>
      Promise.all([5, 6, 7].map((at) => allSettled(addToEndRequested, { scope, params: [LIBRARY[at]!] }))),
    )
    expect(server.state.saves).toHaveLength(sent + 1)
    expect(server.state.queue?.songs.map((song) => song.id)).toEqual(['s0', 's1', 's5', 's6', 's7'])
  })

  it("follows the user to another device: offered there with the saving client and time, resumed at the song and position", async () => {
    const server = fakeQueueServer()
    const laptop = await startDevice(server)
    await play(laptop.scope, LIBRARY.slice(3, 9), 2)
    await allSettled(progressUpdated, { scope: laptop.scope, params: 95 })
    await allSettled(pauseRequested, { scope: laptop.scope })

    server.state.now = T0 + 60_000
    const desk = await startDevice(server)
    const offer = desk.scope.getState($resumeOffer)
    expect(offer?.queue).toMatchObject({ changedBy: 'Tonearm', changedAt: T0, index: 2, positionSeconds: 95 })
    // Offered, never applied unasked; nothing is saved over the other device's queue meanwhile.
    expect(desk.scope.getState($queue).originalList).toEqual([])
    const saves = server.state.saves.length

    await allSettled(resumeAccepted, { scope: desk.scope })
    const queue = desk.scope.getState($queue)
    expect(queue.originalList).toEqual(LIBRARY.slice(3, 9))
    expect(currentSong(queue)?.id).toBe('s5')
    expect(queue.isPlaying).toBe(false)
    expect(desk.scope.getState($progress)).toBe(95)
    expect(desk.scope.getState($resumeOffer)).toBeNull()
    expect(server.state.saves).toHaveLength(saves)
  })

  it("never offers back the queue this device saved, nor one older than the local queue's last change", async () => {
    const server = fakeQueueServer()
    const shell = createMemoryShell()
    const first = await startDevice(server, { shell })
    await play(first.scope, LIBRARY.slice(0, 4))
    expect(server.state.queue?.songs).toHaveLength(4)

    // Reload: the server holds what this device sent.
    const reloaded = await startDevice(server, { shell, now: T0 + 3_600_000 })
    expect(reloaded.scope.getState($resumeOffer)).toBeNull()

    // Another client saved earlier than this device's last change: the local queue is newer.
    server.state.queue = { songs: LIBRARY.slice(10, 12), index: 0, positionSeconds: 0, changedAt: T0 - 60_000, changedBy: 'Feishin' }
    const again = await startDevice(server, { shell, now: T0 + 7_200_000 })
    expect(again.scope.getState($resumeOffer)).toBeNull()
  })

  it('a dismissed offer is not offered again, and the local queue then saves over it', async () => {
    const server = fakeQueueServer({ songs: LIBRARY.slice(10, 13), index: 1, positionSeconds: 5, changedAt: T0 + 1000, changedBy: 'Feishin' })
    const shell = createMemoryShell()
    const device = await startDevice(server, { shell })
    expect(device.scope.getState($resumeOffer)?.queue.changedBy).toBe('Feishin')
    await allSettled(resumeDismissed, { scope: device.scope })
    expect(device.scope.getState($resumeOffer)).toBeNull()
    expect(device.scope.getState($queue).originalList).toEqual([])

    const reloaded = await startDevice(server, { shell })
    expect(reloaded.scope.getState($resumeOffer)).toBeNull()
    await play(reloaded.scope, LIBRARY.slice(0, 2))
    expect(server.state.queue?.songs).toEqual(LIBRARY.slice(0, 2))
  })

  it('playing something else answers the offer: the local choice is saved', async () => {
    const server = fakeQueueServer({ songs: LIBRARY.slice(10, 13), index: 0, positionSeconds: 0, changedAt: T0, changedBy: 'Feishin' })
    const { scope } = await startDevice(server)
    expect(scope.getState($resumeOffer)).not.toBeNull()
    await play(scope, LIBRARY.slice(0, 3))
    expect(scope.getState($resumeOffer)).toBeNull()
    expect(server.state.queue).toMatchObject({ songs: LIBRARY.slice(0, 3), changedBy: 'Tonearm' })
  })
})

describe('an edit that settles before the server was asked (a slow start-up)', () => {
  it('is saved once the server answers, not left until the next song or pause', async () => {
    const server = fakeQueueServer()
    const scope = await deviceBeforeSessionCheck(server)
    // The queue is edited and settles while the start-up check has not answered yet: nothing can be sent.
    await play(scope, LIBRARY.slice(0, 3))
    expect(server.state.saves).toEqual([])

    await settleWithFakeTimers(() => allSettled(sessionCheckStarted, { scope }))
    expect(scope.getState($queueApi)).toBe('index')
    expect(server.state.saves).toHaveLength(1)
    expect(server.state.queue).toMatchObject({ songs: LIBRARY.slice(0, 3), index: 0 })
  })

  it("is not sent over a newer queue the server holds: that one is offered", async () => {
    const server = fakeQueueServer({ songs: LIBRARY.slice(10, 14), index: 1, positionSeconds: 0, changedAt: T0 + 60_000, changedBy: 'Feishin' })
    const scope = await deviceBeforeSessionCheck(server, T0)
    await play(scope, LIBRARY.slice(0, 3))
    await allSettled(pauseRequested, { scope })
    await settleWithFakeTimers(() => allSettled(sessionCheckStarted, { scope }))
    expect(scope.getState($resumeOffer)?.queue.changedBy).toBe('Feishin')
    expect(server.state.saves).toEqual([])
  })
})

describe('with several servers', () => {
  it("keeps the local queue's last change per server: a change on one server does not hide another server's newer queue", async () => {
    const server = fakeQueueServer()
    const { scope } = await startDevice(server, { now: T0 + 600_000 })
    await play(scope, LIBRARY.slice(0, 3))
    expect(scope.getState($resumeOffer)).toBeNull()

    // The friend's server holds a queue Feishin saved before the change above, but after anything this device did there.
    server.state.queue = { songs: LIBRARY.slice(10, 14), index: 1, positionSeconds: 0, changedAt: T0 + 300_000, changedBy: 'Feishin' }
    await settleWithFakeTimers(() => allSettled(serverSaved, { scope, params: { ...FRIENDS_SERVER } }))
    expect(scope.getState($resumeOffer)?.queue).toMatchObject({ changedBy: 'Feishin', changedAt: T0 + 300_000 })
  })
})

describe('after a failed start-up session check', () => {
  async function startWithStoredServer(ping: () => Response) {
    const { urls } = stubFetch((url) => (/\/ping(\.view)?$/.test(url.pathname) ? ping() : jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1' } })))
    const { scope } = forkWithStoredServer({
      handlers: [[serverExtensionsFx, async () => ({ server: 'alice@http://music.test', names: ['indexBasedQueue'] })]],
    })
    await allSettled(persistedStoresLoadRequested, { scope })
    await allSettled(sessionCheckStarted, { scope })
    return { scope, calls: () => urls.map((url) => url.pathname).filter((path) => /PlayQueue/i.test(path)) }
  }

  it('the queue is neither read nor saved in that session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { scope, calls } = await startWithStoredServer(() => subsonicFailed(0, 'Down for maintenance'))
    expect(scope.getState($serverReachable)).toBe('unreachable')
    await play(scope, LIBRARY.slice(0, 3))
    await allSettled(nextRequested, { scope })
    await allSettled(pauseRequested, { scope })
    await allSettled(pageHidden, { scope })
    expect(calls()).toEqual([])
    expect(scope.getState($resumeOffer)).toBeNull()
  })

  it('(the same start-up with an answered check reads the queue on the server)', async () => {
    const { scope, calls } = await startWithStoredServer(() => subsonicOk())
    expect(scope.getState($serverReachable)).toBe('ok')
    expect(calls()).toEqual(['/rest/getPlayQueueByIndex'])
  })
})

describe('a server without the play queue calls (Supysonic)', () => {
  it('is asked once, then never again: no toast, no offer, no save', async () => {
    const { urls } = stubFetch(() =>
      jsonResponse({ 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 0, message: 'Unknown method' } } }, { status: 404 }),
    )
    const { scope } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    await signIn(scope)
    expect(scope.getState($queueApi)).toBe('none')
    expect(urls.map((url) => url.pathname)).toEqual(['/rest/getOpenSubsonicExtensions', '/rest/getPlayQueue'])

    await play(scope, LIBRARY.slice(0, 3))
    await allSettled(nextRequested, { scope })
    await allSettled(pauseRequested, { scope })
    await allSettled(pageHidden, { scope })
    expect(urls.map((url) => url.pathname).filter((path) => /PlayQueue/i.test(path))).toEqual(['/rest/getPlayQueue'])
    expect(scope.getState($resumeOffer)).toBeNull()
    expect(scope.getState($toasts)).toEqual([])
  })
})
