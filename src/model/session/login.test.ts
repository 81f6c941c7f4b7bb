import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_SERVER } from '../../api/calls/ping'
import type { ApiFailure } from '../../api/core/failure'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { fakeNavigator, forkWithShell, STORED_SERVER_CONFIG } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { navigatorAttached } from '../navigation/navigation'
import '../persistence/app-store'
import { $toasts } from '../toasts/toasts'
import type { ConnectResult } from './connect'
import {
  $loginErrors,
  $loginFailure,
  $loginStatus,
  $pendingServer,
  $pendingWarnings,
  connectFx,
  continueAnywayClicked,
  incompatibleCancelled,
  loginSubmitted,
} from './login'
import type { SavedServer } from './server-config'
import { $serverConfig, DEFAULT_SERVER_CONFIG } from './server-config'
import { $serverReachable } from './session-check'

const FORM = { url: 'http://music.test', username: 'alice', password: 'sesame' }

function server(protocolVersion: string): SavedServer {
  return {
    url: 'http://music.test',
    credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' },
    protocolVersion,
    serverType: 'subsonic',
  }
}

function connected(protocolVersion: string): ConnectResult {
  return { ok: true, server: server(protocolVersion), identity: { ...UNKNOWN_SERVER, protocolVersion } }
}

function failed(failure: ApiFailure | undefined): ConnectResult {
  return { ok: false, failure }
}

async function setup(connect: (form: typeof FORM) => Promise<ConnectResult>) {
  const fake = vi.fn<(form: typeof FORM) => Promise<ConnectResult>>(connect)
  const { scope, shell } = forkWithShell({ handlers: [[connectFx, fake]] })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  return { scope, shell, navigator, connect: fake }
}

function submit(scope: Scope, form = FORM) {
  return settleWithFakeTimers(() => allSettled(loginSubmitted, { scope, params: form }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('login validation', () => {
  it('shows the validation messages and does not connect', async () => {
    const { scope, connect } = await setup(async () => connected('1.16.1'))
    await submit(scope, { url: 'music.test', username: 'a', password: '' })
    expect(scope.getState($loginErrors)).toEqual({
      url: 'login.errors.urlInvalid',
      username: 'login.errors.usernameLength',
      password: 'login.errors.passwordRequired',
    })
    expect(connect).not.toHaveBeenCalled()
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
  })

  it('clears the messages once the form is valid', async () => {
    const { scope, connect } = await setup(async () => connected('1.16.1'))
    await submit(scope, { url: 'ftp://music.test', username: 'alice', password: 'sesame' })
    expect(scope.getState($loginErrors)).toEqual({ url: 'login.errors.urlProtocol' })
    await submit(scope)
    expect(scope.getState($loginErrors)).toEqual({})
    expect(connect).toHaveBeenCalledExactlyOnceWith(FORM)
  })
})

describe('login', () => {
  it('is connecting while the request runs', async () => {
    let finish: (result: ConnectResult) => void = () => undefined
    const { scope } = await setup(() => new Promise((resolve) => (finish = resolve)))
    const done = settleWithFakeTimers(() => allSettled(loginSubmitted, { scope, params: FORM }))
    await vi.waitFor(() => expect(scope.getState($loginStatus)).toBe('connecting'))
    finish(failed({ kind: 'network', message: 'down' }))
    await done
    expect(scope.getState($loginStatus)).toBe('idle')
  })

  it('saves the server, shows a toast and goes home on success', async () => {
    const { scope, navigator } = await setup(async () => connected('1.16.1'))
    await submit(scope)
    expect(scope.getState($serverConfig)).toMatchObject({ ...STORED_SERVER_CONFIG, protocolVersion: '1.16.1' })
    expect(scope.getState($loginStatus)).toBe('idle')
    expect(scope.getState($loginFailure)).toBeNull()
    expect(scope.getState($pendingServer)).toBeNull()
    expect(scope.getState($serverReachable)).toBe('ok')
    expect(navigator.paths).toEqual(['/'])
    expect(navigator.replaced).toEqual([true])
  })

  it('announces the saved server in a toast that closes by itself', async () => {
    let finish: (result: ConnectResult) => void = () => undefined
    const { scope } = await setup(() => new Promise((resolve) => (finish = resolve)))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const done = allSettled(loginSubmitted, { scope, params: FORM })
    finish(connected('1.16.1'))
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(scope.getState($toasts)).toMatchObject([{ tone: 'success', message: 'login.saved' }])
    await vi.advanceTimersByTimeAsync(4999)
    expect(scope.getState($toasts)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(scope.getState($toasts)).toEqual([])
  })

  it('asks before using an older protocol; Continue anyway saves and goes home', async () => {
    const { scope, navigator, shell } = await setup(async () => connected('1.10.2'))
    await submit(scope)
    expect(scope.getState($loginStatus)).toBe('incompatible')
    expect(scope.getState($pendingServer)).toEqual(server('1.10.2'))
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
    expect(shell.data.has('app_store')).toBe(false)
    expect(navigator.paths).toEqual([])

    await settleWithFakeTimers(() => allSettled(continueAnywayClicked, { scope }))
    expect(scope.getState($serverConfig)).toMatchObject({ isServerConfigured: true, protocolVersion: '1.10.2' })
    expect(scope.getState($loginStatus)).toBe('idle')
    expect(scope.getState($pendingServer)).toBeNull()
    expect(navigator.paths).toEqual(['/'])
    expect(shell.data.get('app_store')).toContain('"protocolVersion":"1.10.2"')
  })

  it('warns before storing a password credential for a plain-http server that is not local', async () => {
    const passwordServer = (url: string): ConnectResult => ({
      ok: true,
      server: { url, credentials: { authType: 'password', username: 'alice', password: 'enc:736573616d65' }, protocolVersion: '1.16.1', serverType: 'subsonic' },
      identity: { ...UNKNOWN_SERVER, protocolVersion: '1.16.1' },
    })
    const { scope, shell } = await setup(async () => passwordServer('http://music.example.org'))
    await submit(scope)
    expect(scope.getState($loginStatus)).toBe('incompatible')
    expect(scope.getState($pendingWarnings)).toEqual({ olderProtocol: false, exposedPassword: true })
    expect(shell.data.has('app_store')).toBe(false)
    await settleWithFakeTimers(() => allSettled(continueAnywayClicked, { scope }))
    const stored = JSON.parse(shell.data.get('app_store') ?? '{}') as { state: { data: { password: string } } }
    expect(shell.data.get('app_store')).not.toContain('736573616d65')
    expect(await shell.vault.open(stored.state.data.password)).toBe('enc:736573616d65')

    for (const url of ['https://music.example.org', 'http://127.0.0.1:4040', 'http://192.168.1.20', 'http://nas.local']) {
      const safe = await setup(async () => passwordServer(url))
      await submit(safe.scope)
      expect(safe.scope.getState($pendingServer)).toBeNull()
      expect(safe.scope.getState($serverConfig).isServerConfigured).toBe(true)
    }
  })

  it('saves nothing when the older protocol is declined', async () => {
    const { scope, navigator, shell } = await setup(async () => connected('1.10.2'))
    await submit(scope)
    await allSettled(incompatibleCancelled, { scope })
    expect(scope.getState($loginStatus)).toBe('idle')
    expect(scope.getState($pendingServer)).toBeNull()
    expect(scope.getState($serverConfig)).toEqual(DEFAULT_SERVER_CONFIG)
    expect(navigator.paths).toEqual([])
    expect(shell.data.has('app_store')).toBe(false)
    await allSettled(continueAnywayClicked, { scope })
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
  })

  it('shows the wrong-credentials message and stays unconfigured', async () => {
    const { scope, navigator } = await setup(async () =>
      failed({ kind: 'server', code: 40, message: 'Wrong username or password', serverVersion: '1.16.1' }),
    )
    await submit(scope)
    expect(scope.getState($loginFailure)).toEqual({ key: 'login.errors.wrongCredentials', detail: 'Wrong username or password' })
    expect(scope.getState($loginStatus)).toBe('idle')
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
    expect(navigator.paths).toEqual([])
  })

  it.each<[string, ApiFailure | undefined, { key: string; detail?: string }]>([
    ['another server error', { kind: 'server', code: 50, message: 'Not authorized', serverVersion: '1.16.1' }, { key: 'login.errors.refused', detail: 'Not authorized' }],
    ['a reply that is not Subsonic', { kind: 'decode', message: 'not JSON' }, { key: 'login.errors.notSubsonic', detail: 'not JSON' }],
    ['a network failure', { kind: 'network', message: 'Cannot reach' }, { key: 'errors.serverCommunication', detail: 'Cannot reach' }],
    ['no failure at all', undefined, { key: 'errors.serverCommunication' }],
  ])('words %s', async (_, failure, message) => {
    const { scope } = await setup(async () => failed(failure))
    await submit(scope)
    expect(scope.getState($loginFailure)).toEqual(message)
  })

  it('says the server communication failed when connecting throws', async () => {
    const { scope } = await setup(() => Promise.reject(new Error('boom')))
    await submit(scope)
    expect(scope.getState($loginFailure)).toEqual({ key: 'errors.serverCommunication' })
    expect(scope.getState($loginStatus)).toBe('idle')
  })

  it('clears the previous failure when connecting again', async () => {
    const results = [failed({ kind: 'network', message: 'down' }), connected('1.16.1')]
    const { scope } = await setup(async () => results.shift() ?? connected('1.16.1'))
    await submit(scope)
    expect(scope.getState($loginFailure)).not.toBeNull()
    await submit(scope)
    expect(scope.getState($loginFailure)).toBeNull()
  })

  it('drops the previous failure when the next attempt stops at validation', async () => {
    const { scope, connect } = await setup(async () => failed({ kind: 'network', message: 'down' }))
    await submit(scope)
    expect(scope.getState($loginFailure)).not.toBeNull()
    await submit(scope, { ...FORM, password: '' })
    expect(scope.getState($loginFailure)).toBeNull()
    expect(scope.getState($loginErrors).password).toBeDefined()
    expect(connect).toHaveBeenCalledTimes(1)
  })
})

describe('login against a stubbed server', () => {
  it('tries token auth first, then password auth, and stores only the encoded password', async () => {
    const { urls } = stubFetch((url) => {
      if (url.searchParams.get('u') === '') return subsonicFailed(40, 'Wrong username', { version: '1.16.1' })
      if (url.searchParams.has('t')) return subsonicFailed(41, 'Token authentication not supported')
      return subsonicOk()
    })
    const { scope, shell } = forkWithShell()
    await submit(scope, { ...FORM, url: 'https://music.test' })
    expect(urls).toHaveLength(3)
    expect(scope.getState($serverConfig)).toMatchObject({
      isServerConfigured: true,
      authType: 'password',
      password: 'enc:736573616d65',
      serverType: 'supysonic',
    })
    expect(shell.data.get('app_store')).not.toContain('sesame')
  })

  it('stays unconfigured with wrong credentials', async () => {
    stubFetch(() => subsonicFailed(40, 'Wrong username or password'))
    const { scope, shell } = forkWithShell()
    await submit(scope)
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
    expect(scope.getState($loginFailure)?.key).toBe('login.errors.wrongCredentials')
    expect(shell.data.has('app_store')).toBe(false)
  })
})
