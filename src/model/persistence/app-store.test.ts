import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { passwordCredentials, tokenCredentials } from '../../api/core/credentials'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell } from '../../testing/scope'
import { dialogOpened } from '../dialogs/dialogs'
import { $pages, DEFAULT_PAGES, infoPanelToggled } from '../layout/pages'
import { $serverConfig, DEFAULT_SERVER_CONFIG, presetApplied, serverSaved } from '../session/server-config'
import { APP_STORE_KEY, APP_STORE_VERSION, appStoreLoadRequested } from './app-store'

let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

function storedDocument(shell: ReturnType<typeof createMemoryShell>): unknown {
  const raw = shell.data.get(APP_STORE_KEY)
  if (raw === undefined) throw new Error('app_store was not written')
  return JSON.parse(raw)
}

describe('app_store', () => {
  it('is version 1', () => {
    expect(APP_STORE_KEY).toBe('app_store')
    expect(APP_STORE_VERSION).toBe(1)
  })

  it('stores { state: { data, pages }, version: 1 } with the MD5 token and salt, never the password', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(appStoreLoadRequested, { scope })
    const credentials = await tokenCredentials('alice', 'sesame', 'c19b2d')
    await allSettled(serverSaved, {
      scope,
      params: { url: 'https://music.example.org', credentials, protocolVersion: '1.16.1', serverType: 'navidrome' },
    })
    expect(storedDocument(shell)).toEqual({
      state: {
        data: {
          isServerConfigured: true,
          osType: '',
          url: 'https://music.example.org',
          username: 'alice',
          password: '26719a1196d2a940705a59634eb18eab',
          salt: 'c19b2d',
          authType: 'token',
          protocolVersion: '1.16.1',
          serverType: 'navidrome',
          lockUser: false,
          songCount: null,
        },
        pages: { showInfoPanel: true, hideRadiosSection: false },
      },
      version: 1,
    })
    expect(shell.data.get(APP_STORE_KEY)).not.toContain('sesame')
  })

  it('stores enc:<hex> in password mode, never the password', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(serverSaved, {
      scope,
      params: { url: 'http://music.test', credentials: passwordCredentials('bob', 'sesame'), protocolVersion: '1.16.0', serverType: 'subsonic' },
    })
    expect(storedDocument(shell)).toMatchObject({
      state: { data: { authType: 'password', password: 'enc:736573616d65', salt: '', username: 'bob' } },
      version: 1,
    })
    expect(shell.data.get(APP_STORE_KEY)).not.toContain('sesame')
  })

  it('leaves out hideServer and every dialog state', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(presetApplied, {
      scope,
      params: {
        server: { url: 'http://music.test', credentials: passwordCredentials('bob', 'sesame'), protocolVersion: '1.16.0', serverType: 'subsonic' },
        hideServer: true,
      },
    })
    await allSettled(dialogOpened, { scope, params: 'settings' })
    await allSettled(infoPanelToggled, { scope })
    const document = storedDocument(shell) as { state: { data: Record<string, unknown>; pages: Record<string, unknown> } }
    expect(Object.keys(document)).toEqual(['state', 'version'])
    expect(Object.keys(document.state).sort()).toEqual(['data', 'pages'])
    expect(document.state.data).not.toHaveProperty('hideServer')
    expect(document.state.data).not.toHaveProperty('logoutDialogState')
    expect(document.state.data.lockUser).toBe(true)
    expect(document.state.pages).toEqual({ showInfoPanel: false, hideRadiosSection: false })
    expect(shell.data.get(APP_STORE_KEY)).not.toMatch(/settings|palette|openDialog|command/)
  })

  it('restores the stored data and pages', async () => {
    const shell = createMemoryShell()
    shell.data.set(
      APP_STORE_KEY,
      JSON.stringify({
        state: {
          data: {
            isServerConfigured: true,
            url: 'http://music.test',
            username: 'alice',
            password: 'tok',
            salt: 'salt',
            authType: 'token',
            protocolVersion: '1.15.0',
            serverType: 'gonic',
            songCount: 42,
          },
          pages: { showInfoPanel: false, hideRadiosSection: true },
        },
        version: 1,
      }),
    )
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($serverConfig)).toEqual({
      ...DEFAULT_SERVER_CONFIG,
      isServerConfigured: true,
      url: 'http://music.test',
      username: 'alice',
      password: 'tok',
      salt: 'salt',
      authType: 'token',
      protocolVersion: '1.15.0',
      serverType: 'gonic',
      songCount: 42,
    })
    expect(scope.getState($pages)).toEqual({ showInfoPanel: false, hideRadiosSection: true })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('fills fields missing from the stored state with their defaults', async () => {
    const shell = createMemoryShell()
    shell.data.set(APP_STORE_KEY, JSON.stringify({ state: { data: { url: 'http://music.test' } }, version: 1 }))
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($serverConfig)).toEqual({ ...DEFAULT_SERVER_CONFIG, url: 'http://music.test' })
    expect(scope.getState($serverConfig).protocolVersion).toBe('1.16.0')
    expect(scope.getState($serverConfig).serverType).toBe('subsonic')
    expect(scope.getState($pages)).toEqual(DEFAULT_PAGES)
  })

  it('logs an error and uses the defaults when the stored state is of another version', async () => {
    const shell = createMemoryShell()
    shell.data.set(
      APP_STORE_KEY,
      JSON.stringify({ state: { data: { isServerConfigured: true, url: 'http://old.test', password: 'x' } }, version: 0 }),
    )
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($serverConfig)).toEqual(DEFAULT_SERVER_CONFIG)
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('app_store')
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('version 0')
  })

  it.each([
    ['malformed JSON', '{"state": {"data": '],
    ['a document without a version', JSON.stringify({ data: { url: 'http://x.test' } })],
    ['a state that does not decode', JSON.stringify({ state: { data: { authType: 'kerberos' } }, version: 1 })],
  ])('logs an error and uses the defaults for %s', async (_, raw) => {
    const shell = createMemoryShell()
    shell.data.set(APP_STORE_KEY, raw)
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($serverConfig)).toEqual(DEFAULT_SERVER_CONFIG)
    expect(scope.getState($pages)).toEqual(DEFAULT_PAGES)
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  it('starts from the defaults, silently, when nothing is stored', async () => {
    const { scope } = forkWithShell()
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($serverConfig)).toEqual(DEFAULT_SERVER_CONFIG)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('writes back a change made after loading', async () => {
    const shell = createMemoryShell()
    shell.data.set(APP_STORE_KEY, JSON.stringify({ state: { data: { url: 'http://music.test' } }, version: 1 }))
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    await allSettled(infoPanelToggled, { scope })
    expect(storedDocument(shell)).toMatchObject({
      state: { data: { url: 'http://music.test' }, pages: { showInfoPanel: false } },
      version: 1,
    })
  })
})
