import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, forkWithStoredServer, STORED_SERVER_CONFIG } from '../../testing/scope'
import { DEFAULT_SERVER_CONFIG, $serverConfig } from './server-config'
import { $serverReachable, checkSessionFx, sessionCheckStarted } from './session-check'

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

  it('is unreachable when the ping fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    stubFetch(() => subsonicFailed(40, 'Wrong username or password'))
    const { scope } = forkWithStoredServer()
    expect(await allSettled(checkSessionFx, { scope })).toEqual({ status: 'done', value: 'unreachable' })
    expect(scope.getState($serverReachable)).toBe('unreachable')
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
