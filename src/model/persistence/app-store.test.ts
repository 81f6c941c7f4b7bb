import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { passwordCredentials, tokenCredentials } from '../../api/core/credentials'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell, STORED_SERVER_CONFIG } from '../../testing/scope'
import { dialogOpened } from '../dialogs/dialogs'
import { $pages, DEFAULT_PAGES, infoPanelToggled } from '../layout/pages'
import { $connection, $serverConfig, DEFAULT_SERVER_CONFIG, presetApplied, serverSaved } from '../session/server-config'
import { $storedSignInLost, APP_STORE_KEY, APP_STORE_VERSION, appStoreLoadRequested } from './app-store'

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

function storedPassword(shell: ReturnType<typeof createMemoryShell>): string {
  return (storedDocument(shell) as { state: { data: { password: string } } }).state.data.password
}

describe('app_store', () => {
  it('is version 1', () => {
    expect(APP_STORE_KEY).toBe('app_store')
    expect(APP_STORE_VERSION).toBe(1)
  })

  it('stores { state: { data, pages }, version: 1 } with the MD5 token sealed and the salt, never the password', async () => {
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
          password: expect.stringMatching(/^sealed:v1:/),
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
    expect(shell.data.get(APP_STORE_KEY)).not.toContain('26719a1196d2a940705a59634eb18eab')
    expect(await shell.vault.open(storedPassword(shell))).toBe('26719a1196d2a940705a59634eb18eab')
  })

  it('stores enc:<hex> sealed in password mode, never the password or its hex', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(serverSaved, {
      scope,
      params: { url: 'http://music.test', credentials: passwordCredentials('bob', 'sesame'), protocolVersion: '1.16.0', serverType: 'subsonic' },
    })
    expect(storedDocument(shell)).toMatchObject({
      state: { data: { authType: 'password', salt: '', username: 'bob' } },
      version: 1,
    })
    expect(shell.data.get(APP_STORE_KEY)).not.toContain('sesame')
    expect(shell.data.get(APP_STORE_KEY)).not.toContain('736573616d65')
    expect(await shell.vault.open(storedPassword(shell))).toBe('enc:736573616d65')
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
      ...STORED_SERVER_CONFIG,
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

describe('app_store credentials at rest', () => {
  const server = {
    url: 'http://music.test',
    credentials: passwordCredentials('bob', 'sesame'),
    protocolVersion: '1.16.0',
    serverType: 'subsonic',
  }

  it('restores a sealed credential on the same device, without writing anything new', async () => {
    const first = forkWithShell()
    await allSettled(appStoreLoadRequested, { scope: first.scope })
    await allSettled(serverSaved, { scope: first.scope, params: server })
    const stored = first.shell.data.get(APP_STORE_KEY)

    const shell = createMemoryShell({ storage: first.shell.data, vault: first.shell.vault })
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($connection)).toEqual({
      url: 'http://music.test',
      credentials: { authType: 'password', username: 'bob', password: 'enc:736573616d65' },
      protocolVersion: '1.16.0',
    })
    expect(scope.getState($storedSignInLost)).toBe(false)
    await allSettled(infoPanelToggled, { scope })
    // The same sealed value is written back: sealing happens only when the credential changes.
    expect(storedPassword(shell)).toBe(JSON.parse(stored ?? '{}').state.data.password)
  })

  it('asks to sign in again when the key is gone (another device, cleared site data), keeping server and user', async () => {
    const first = forkWithShell()
    await allSettled(serverSaved, { scope: first.scope, params: server })

    const shell = createMemoryShell({ storage: first.shell.data })
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($connection)).toBeNull()
    expect(scope.getState($serverConfig)).toMatchObject({ url: 'http://music.test', username: 'bob', password: '' })
    expect(scope.getState($storedSignInLost)).toBe(true)
    expect(consoleError).toHaveBeenCalledTimes(1)
    await allSettled(serverSaved, { scope, params: server })
    expect(scope.getState($storedSignInLost)).toBe(false)
  })

  it('reads a plain credential an older version stored, and seals it at once', async () => {
    const shell = createMemoryShell()
    shell.data.set(
      APP_STORE_KEY,
      JSON.stringify({
        state: { data: { isServerConfigured: true, url: 'http://music.test', username: 'bob', password: 'enc:736573616d65', authType: 'password' } },
        version: 1,
      }),
    )
    const { scope } = forkWithShell({ shell })
    await allSettled(appStoreLoadRequested, { scope })
    expect(scope.getState($connection)?.credentials).toEqual({ authType: 'password', username: 'bob', password: 'enc:736573616d65' })
    expect(shell.data.get(APP_STORE_KEY)).not.toContain('736573616d65')
    expect(await shell.vault.open(storedPassword(shell))).toBe('enc:736573616d65')
    expect(storedDocument(shell)).toMatchObject({ state: { data: { url: 'http://music.test', username: 'bob' } } })
  })

  it('keeps a sign-in made while the stored credential was being opened', async () => {
    const first = forkWithShell()
    await allSettled(serverSaved, { scope: first.scope, params: server })
    const shell = createMemoryShell({ storage: first.shell.data, vault: first.shell.vault })
    const { scope } = forkWithShell({ shell })
    const loading = allSettled(appStoreLoadRequested, { scope })
    await allSettled(serverSaved, { scope, params: { ...server, credentials: passwordCredentials('bob', 'other') } })
    await loading
    expect(scope.getState($connection)?.credentials).toEqual({ authType: 'password', username: 'bob', password: 'enc:6f74686572' })
  })
})
