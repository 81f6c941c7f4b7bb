import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, forkWithStoredServer, STORED_SERVER_CONFIG } from '../../testing/scope'
import { DEFAULT_SERVER_CONFIG, $serverConfig } from './server-config'
import { $reachability, $unreachablePingMs, reachabilityAttachRequested, reachabilityPingDue } from '../connectivity/reachability'
import { $serverReachable, $sessionVerdict, $startCheckTimeoutMs, checkSessionFx, sessionCheckStarted, START_CHECK_TIMEOUT_MS } from './session-check'
import { REQUEST_TIMEOUT_MS } from '../../api/core/constants'
import { $isSignedIn } from './signed-in'
import { waitFx } from '../timing/settled'
import { recordToasts } from '../../testing/toast-log'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('checkSessionFx', () => {
  it('is unconfigured without URL, credential or the configured flag, and pings nothing', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    for (const config of [
      DEFAULT_SERVER_CONFIG,
      { ...STORED_SERVER_CONFIG, isServerConfigured: false },
      { ...STORED_SERVER_CONFIG, url: '' },
      { ...STORED_SERVER_CONFIG, password: '' },
    ]) {
      const { scope } = forkWithShell({ values: [[$serverConfig, config]] })
      expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'unconfigured' })
    }
    expect(urls).toHaveLength(0)
  })

  it('pings the configured server with the stored token, once per session', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    const { scope } = forkWithStoredServer()
    expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'ok' })
    expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'ok' })
    expect(urls).toHaveLength(1)
    expect(urls[0]?.searchParams.get('t')).toBe('tok')
    expect(urls[0]?.searchParams.get('s')).toBe('salt')
    expect(scope.getState($serverReachable)).toBe('ok')
  })

  it('is refused when the server answers the ping with a refusal (a wrong password): the sign-in page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(() => subsonicFailed(40, 'Wrong username or password'))
    const { scope } = forkWithStoredServer()
    expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'refused' })
    expect(scope.getState($serverReachable)).toBe('unreachable')
  })

  it('is offline when the stored server cannot be reached (no connection, a gateway down): the app opens signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const reply of [() => Promise.reject(new TypeError('Failed to fetch')), () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })]) {
      stubFetch(reply)
      const { scope } = forkWithStoredServer()
      expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'offline' })
      expect(scope.getState($serverReachable)).toBe('unreachable')
      expect(scope.getState($isSignedIn)).toBe(true)
      vi.unstubAllGlobals()
    }
  })

  it('is offline when the stored server accepts the connection but does not answer within the start-up check’s time (a paused machine), not after a request’s full timeout; the outage is said', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(START_CHECK_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS / 2)
    // The start-up check gets nothing until it gives up; the reachability's own ping then finds no connection.
    let calls = 0
    vi.stubGlobal('fetch', (_: unknown, init?: RequestInit) =>
      calls++ === 0
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError'))))
        : Promise.reject(new TypeError('Failed to fetch')),
    )
    const { scope } = forkWithStoredServer({ values: [[$startCheckTimeoutMs, 50], [$unreachablePingMs, 3_600_000]], handlers: [[waitFx, () => undefined]] })
    const toasts = recordToasts(scope)
    await allSettled(reachabilityAttachRequested, { scope })
    expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'offline' })
    expect(scope.getState($serverReachable)).toBe('unreachable')
    expect(scope.getState($reachability)).toBe('unreachable')
    expect(toasts().filter((toast) => toast.text.startsWith('The server cannot be reached'))).toHaveLength(1)
  })

  it('a start-up check that gives up on a server that never answers makes it unreachable at once, said once, while the next call still waits', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Every call hangs (a paused machine) until its own time limit, or until the test lets it fail.
    const hanging: Array<() => void> = []
    vi.stubGlobal(
      'fetch',
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')))
          hanging.push(() => reject(new TypeError('Failed to fetch')))
        }),
    )
    const { scope } = forkWithStoredServer({ values: [[$startCheckTimeoutMs, 50], [$unreachablePingMs, 3_600_000]], handlers: [[waitFx, () => undefined]] })
    const toasts = recordToasts(scope)
    await allSettled(reachabilityAttachRequested, { scope })
    const settled = allSettled(checkSessionFx, { scope })
    await vi.waitFor(() => expect(scope.getState($sessionVerdict)).toBe('offline'))
    // What is kept shows now (Home's offline part, the queue's skips), not once another call has failed.
    expect(scope.getState($reachability)).toBe('unreachable')
    expect(toasts().filter((toast) => toast.text.startsWith('The server cannot be reached'))).toHaveLength(1)
    for (const fail of hanging) fail()
    await settled
    expect(toasts().filter((toast) => toast.text.startsWith('The server cannot be reached'))).toHaveLength(1)
  })

  it('says once that the server cannot be reached at an offline start, and counts it as answering again once a call reaches it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let down = true
    stubFetch(() => (down ? Promise.reject(new TypeError('Failed to fetch')) : subsonicOk()))
    // The outage's toast closes at once (its timer is not waited for).
    const { scope } = forkWithStoredServer({ values: [[$unreachablePingMs, 3_600_000]], handlers: [[waitFx, () => undefined]] })
    const toasts = recordToasts(scope)
    await allSettled(reachabilityAttachRequested, { scope })
    await allSettled(checkSessionFx, { scope })
    expect(scope.getState($serverReachable)).toBe('unreachable')
    expect(scope.getState($reachability)).toBe('unreachable')
    expect(toasts().filter((toast) => toast.text.startsWith('The server cannot be reached'))).toHaveLength(1)
    down = false
    await allSettled(reachabilityPingDue, { scope })
    expect(scope.getState($serverReachable)).toBe('ok')
  })

  it('starts at start-up: the guard then answers from its result without a second ping', async () => {
    const { urls } = stubFetch(() => subsonicOk())
    const { scope } = forkWithStoredServer()
    await allSettled(sessionCheckStarted, { scope })
    expect(scope.getState($serverReachable)).toBe('ok')
    expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'ok' })
    expect(urls).toHaveLength(1)
  })
})
