import type { Unit } from 'effector'
import { allSettled, createWatch } from 'effector'
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { homeOpened } from '../../model/home/home-sections'
import { albumFilterChanged, albumPageRequested, artistsListRequested, songsViewChanged } from '../../model/library/lazy-requests'
import { $startCheckTimeoutMs, sessionCheckStarted } from '../../model/session/session-check'
import { stubFetch, subsonicFailed } from '../../testing/fetch'
import { forkWithShell, forkWithStoredServer } from '../../testing/scope'
import { appRoutes } from './routes'

function routeAt(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path || (path === '' && route.index)) return route
    const found = route.children && routeAt(route.children, path)
    if (found) return found
  }
  return undefined
}

/** The model events a route may fire with the navigation, by name. */
const PAGE_EVENTS: Readonly<Record<string, Unit<unknown>>> = {
  sessionCheckStarted,
  homeOpened,
  albumPageRequested,
  albumFilterChanged,
  songsViewChanged,
  artistsListRequested,
}

/** What a route's loader asks the model for at once (synchronously), for the address `url`. */
function requestsOfLoader(path: string, url: string, params: Record<string, string> = {}): { event: string; payload: unknown }[] {
  const { scope } = forkWithShell()
  const requests: { event: string; payload: unknown }[] = []
  for (const [event, unit] of Object.entries(PAGE_EVENTS)) createWatch({ unit, scope, fn: (payload) => requests.push({ event, payload }) })
  const loader = routeAt(appRoutes(scope), path)?.loader
  if (typeof loader !== 'function') throw new Error(`no loader on ${path}`)
  const href = `http://localhost${url}`
  void loader({ params, request: new Request(href), url: new URL(href), pattern: `/${path}`, context: undefined } as LoaderFunctionArgs, undefined)
  return requests
}

describe('app routes', () => {
  it("asks for an album's data with the navigation, before its screen's code has arrived", () => {
    expect(requestsOfLoader('library/albums/:albumId', '/library/albums/al-7', { albumId: 'al-7' })).toEqual([{ event: 'albumPageRequested', payload: 'al-7' }])
  })

  it("asks for the Albums list of the address's filter with the navigation, and for none while a genre is still to be picked", () => {
    const [request] = requestsOfLoader('library/albums', '/library/albums?filter=byGenre&genre=Jazz')
    expect(request).toMatchObject({ event: 'albumFilterChanged', payload: { filter: 'byGenre', genre: 'Jazz' } })
    expect(requestsOfLoader('library/albums', '/library/albums?filter=byGenre')).toEqual([])
  })

  it("asks for the Songs list of the address's view and for the artists with the navigation", () => {
    expect(requestsOfLoader('library/songs', '/library/songs?filter=search&query=blue')).toEqual([
      { event: 'songsViewChanged', payload: { query: 'blue', artistId: '', artistName: '' } },
    ])
    expect(requestsOfLoader('library/artists', '/library/artists')).toEqual([{ event: 'artistsListRequested', payload: undefined }])
  })

  it("asks for Home's rows with the navigation to Home", () => {
    expect(requestsOfLoader('', '/').filter((request) => request.event === 'homeOpened')).toEqual([{ event: 'homeOpened', payload: undefined }])
  })
})

describe("the app's guard after a reload", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  /** What the main layout's loader answers for a stored server whose ping gets `reply`. */
  async function layoutLoaderWith(reply: () => Response | Promise<Response>): Promise<unknown> {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(reply)
    const { scope } = forkWithStoredServer()
    const loader = routeAt(appRoutes(scope), '/')?.loader
    if (typeof loader !== 'function') throw new Error('no loader on /')
    const href = 'http://localhost/'
    return loader({ params: {}, request: new Request(href), url: new URL(href), pattern: '/', context: undefined } as LoaderFunctionArgs, undefined)
  }

  it('opens the app, signed in, when the stored server cannot be reached', async () => {
    expect(await layoutLoaderWith(() => Promise.reject(new TypeError('Failed to fetch')))).toBeNull()
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
    void allSettled(sessionCheckStarted, { scope })
    const loader = routeAt(appRoutes(scope), '/')?.loader
    if (typeof loader !== 'function') throw new Error('no loader on /')
    const href = 'http://localhost/'
    const answer = loader({ params: {}, request: new Request(href), url: new URL(href), pattern: '/', context: undefined } as LoaderFunctionArgs, undefined)
    expect(await answer).toBeNull()
    expect(urls.filter((url) => url.pathname.endsWith('/ping.view'))).toHaveLength(1)
  })

  it('goes to the sign-in page when the stored server refuses the password', async () => {
    const answer = await layoutLoaderWith(() => subsonicFailed(40, 'Wrong username or password'))
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('Location')).toBe('/server-config')
  })
})
