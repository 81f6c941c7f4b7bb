import type { Unit } from 'effector'
import { allSettled, createWatch, scopeBind } from 'effector'
import type { Location } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { homeOpened } from '../../model/home/home-sections'
import { albumFilterChanged, albumPageRequested, artistsListRequested, songsViewChanged } from '../../model/library/lazy-requests'
import { navigatorAttached } from '../../model/navigation/navigation'
import { $sessionCheckPending, $sessionVerdict, $startCheckTimeoutMs, sessionCheckStarted } from '../../model/session/session-check'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { fakeNavigator, forkWithShell, forkWithStoredServer, keepsOfflineStored } from '../../testing/scope'
import { KeptOnHome } from '../screens/home/kept-on-home'
import { navigationGate } from './route-gate'
import { appRoutes } from './routes'

/** The model events a navigation may fire, by name. */
const PAGE_EVENTS: Readonly<Record<string, Unit<unknown>>> = {
  sessionCheckStarted,
  homeOpened,
  albumPageRequested,
  albumFilterChanged,
  songsViewChanged,
  artistsListRequested,
}

const at = (url: string): Location => {
  const { pathname, search } = new URL(url, 'http://app.test')
  return { pathname, search, hash: '', state: null, key: url }
}

/** A navigation from `from` to `url` (no server stored): what it asked the model for, and its end. */
function navigation(url: string, from: string | null) {
  const { scope } = forkWithShell()
  const requests: { event: string; payload: unknown }[] = []
  for (const [event, unit] of Object.entries(PAGE_EVENTS)) createWatch({ unit, scope, fn: (payload) => requests.push({ event, payload }) })
  const done = navigationGate(scope, appRoutes())(at(url), from === null ? null : at(from))
  return { requests, done }
}

/** What a navigation from `from` to `url` asks the model for at once (synchronously, before any code has arrived). */
const requestsOfNavigation = (url: string, from: string | null = '/library/radios') => [...navigation(url, from).requests]

describe('app routes', () => {
  it("asks for an album's data with the navigation, before its screen's code has arrived", () => {
    expect(requestsOfNavigation('/library/albums/al-7')).toEqual([{ event: 'albumPageRequested', payload: 'al-7' }])
  })

  it("asks for the Albums list of the address's filter with the navigation, and for none while a genre is still to be picked", () => {
    const [request] = requestsOfNavigation('/library/albums?filter=byGenre&genre=Jazz')
    expect(request).toMatchObject({ event: 'albumFilterChanged', payload: { filter: 'byGenre', genre: 'Jazz' } })
    expect(requestsOfNavigation('/library/albums?filter=byGenre')).toEqual([])
  })

  it("asks for the Songs list of the address's view and for the artists with the navigation", () => {
    expect(requestsOfNavigation('/library/songs?filter=search&query=blue')).toEqual([{ event: 'songsViewChanged', payload: { query: 'blue', artistId: '', artistName: '' } }])
    expect(requestsOfNavigation('/library/artists')).toEqual([{ event: 'artistsListRequested', payload: undefined }])
  })

  it("asks for Home's rows with the navigation to Home", () => {
    expect(requestsOfNavigation('/').filter((request) => request.event === 'homeOpened')).toEqual([{ event: 'homeOpened', payload: undefined }])
  })

  it('asks whether the session opens when the layout is entered (the start, from the sign-in page), not on a move within it', async () => {
    const checks = async (url: string, from: string | null) => {
      const { requests, done } = navigation(url, from)
      await done
      return requests.filter((request) => request.event === 'sessionCheckStarted').length
    }
    expect(await checks('/library/albums/al-7', null)).toBe(1)
    expect(await checks('/', '/server-config')).toBe(1)
    expect(await checks('/library/albums/al-7', '/')).toBe(0)
  })
})

describe("the app's guard after a reload", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  /** Where the start's navigation to `url` goes for a stored server whose ping gets `reply`: null, it opens. */
  function startAt(url: string, reply: () => Response | Promise<Response>): Promise<string | null> {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(reply)
    const { scope } = forkWithStoredServer()
    return navigationGate(scope, appRoutes())(at(url), null)
  }

  it('opens the app, signed in, when the stored server cannot be reached', async () => {
    expect(await startAt('/', () => Promise.reject(new TypeError('Failed to fetch')))).toBeNull()
  })

  it('goes to the sign-in page when the stored server refuses the password', async () => {
    expect(await startAt('/library/albums', () => subsonicFailed(40, 'Wrong username or password'))).toBe('/server-config')
  })

  it('goes from the sign-in page to Home when the server answers, and stays there when it refuses', async () => {
    expect(await startAt('/server-config', () => subsonicOk())).toBe('/')
    expect(await startAt('/server-config', () => subsonicFailed(40, 'Wrong username or password'))).toBeNull()
  })

  it('awaits the check already under way (the start-up one) rather than pinging twice', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    const { scope } = forkWithStoredServer()
    scopeBind(sessionCheckStarted, { scope })()
    expect(await navigationGate(scope, appRoutes())(at('/'), null)).toBeNull()
    expect(urls.filter((url) => url.pathname.endsWith('/ping') || url.pathname.endsWith('/ping.view'))).toHaveLength(1)
  })

  it('waits for the start-up check under way and does not ping again when it found no server (a server that never answers would cost its time limit twice)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Every call hangs until its own time limit, as a paused machine's do.
    const urls: URL[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(input instanceof Request ? input.url : input.toString()))
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError'))))
    })
    const { scope } = forkWithStoredServer({ values: [[$startCheckTimeoutMs, 50]] })
    // The start's check leaves before the router asks (src/start/model-step.ts).
    scopeBind(sessionCheckStarted, { scope })()
    expect(await navigationGate(scope, appRoutes())(at('/'), null)).toBeNull()
    expect(urls.filter((url) => url.pathname.endsWith('/ping.view'))).toHaveLength(1)
  })
})

describe('the start of an account that keeps something offline', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  /**
   * A reload whose start-up check is under way, its ping held until `answer` is called; `keeps`:
   * the stored account keeps songs offline. `opened` says whether the layout's guard let it open.
   */
  async function startWhileChecking(keeps: boolean) {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const held: Array<(reply: Response) => void> = []
    stubFetch((url) => (/\/ping(\.view)?$/.test(url.pathname) ? new Promise<Response>((resolve) => held.push(resolve)) : new Promise<Response>(() => undefined)))
    const { scope } = forkWithStoredServer()
    const navigator = fakeNavigator()
    await allSettled(navigatorAttached, { scope, params: navigator })
    if (keeps) await keepsOfflineStored(scope)
    scopeBind(sessionCheckStarted, { scope })()
    const state = { opened: false, redirect: undefined as string | null | undefined }
    void navigationGate(scope, appRoutes())(at('/'), null).then((redirect) => Object.assign(state, { opened: true, redirect }))
    await vi.waitFor(() => expect(held).toHaveLength(1))
    return { scope, navigator, state, answer: (reply: Response) => held.forEach((resolve) => resolve(reply)) }
  }

  it('opens the layout at once, while the check is under way, and stays when the server then answers', async () => {
    const { scope, navigator, state, answer } = await startWhileChecking(true)
    await vi.waitFor(() => expect(state).toEqual({ opened: true, redirect: null }), { timeout: 5000 })
    expect(scope.getState($sessionCheckPending)).toBe(true)
    answer(subsonicOk())
    await vi.waitFor(() => expect(scope.getState($sessionVerdict)).toBe('ok'))
    await Promise.resolve()
    expect(navigator.paths).toEqual([])
  })

  it('goes to the sign-in page once the check under way finds the password refused, after the layout had opened', async () => {
    const { navigator, state, answer } = await startWhileChecking(true)
    await vi.waitFor(() => expect(state.opened).toBe(true), { timeout: 5000 })
    answer(subsonicFailed(40, 'Wrong username or password'))
    await vi.waitFor(() => expect(navigator.paths).toEqual(['/server-config']))
    expect(navigator.replaced).toEqual([true])
  })

  it('waits for the check when the account keeps nothing', async () => {
    const { scope, state, answer } = await startWhileChecking(false)
    // The layout's and Home's code have arrived (a guard that does not wait would have answered by then).
    const layout = appRoutes()[1]!
    await Promise.all([layout.handle.preload(), layout.children![0]!.handle.preload()])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(state.opened).toBe(false)
    expect(scope.getState($sessionCheckPending)).toBe(true)
    answer(subsonicOk())
    await vi.waitFor(() => expect(state).toEqual({ opened: true, redirect: null }))
  })

  it("asks for the code of Home's part that shows what is kept with the navigation, for an account that keeps something; not for one that keeps nothing", async () => {
    const keptPart = vi.spyOn(KeptOnHome, 'preload')
    await startWhileChecking(false)
    expect(keptPart).not.toHaveBeenCalled()
    const { state } = await startWhileChecking(true)
    await vi.waitFor(() => expect(state.opened).toBe(true), { timeout: 5000 })
    expect(keptPart).toHaveBeenCalledTimes(1)
    await keptPart.mock.results[0]!.value
  })
})
