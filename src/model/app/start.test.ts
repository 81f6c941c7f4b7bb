import { allSettled } from 'effector'
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { HostPreset } from '../../shell/shell'
import { createMemoryShell } from '../../shell/memory-shell'
import { stubFetch, subsonicFailed } from '../../testing/fetch'
import { forkWithShell } from '../../testing/scope'
import { $pages, $radiosHiddenByHost } from '../layout/pages'
import { $sidebarExpanded } from '../layout/sidebar'
import { $themeName } from '../preferences/theme'
import { $serverConfig, $userLocked, DEFAULT_SERVER_CONFIG } from '../session/server-config'
import { $isSignedIn } from '../session/signed-in'
import { $appReady, appStarted } from './start'

const PRESET = { serverUrl: 'https://music.example.org/', hideServer: true, username: 'alice', password: 'sesame', authType: 'token' }

const STORED = JSON.stringify({
  state: {
    data: {
      isServerConfigured: true,
      url: 'http://stored.test',
      username: 'bob',
      password: 'enc:62',
      authType: 'password',
      protocolVersion: '1.15.0',
      serverType: 'gonic',
    },
    pages: { showInfoPanel: false, hideRadiosSection: false },
  },
  version: 1,
})

async function start(preset: HostPreset, storage = new Map<string, string>()) {
  const { urls } = stubFetch(() => subsonicFailed(40, 'Wrong username or password', { version: '1.16.1', type: 'navidrome' }))
  const shell = createMemoryShell({ preset, storage })
  const { scope } = forkWithShell({ shell })
  await allSettled(appStarted, { scope })
  return { scope, shell, urls }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('appStarted with a host preset', () => {
  it('starts configured, with the user locked and the server probed', async () => {
    const { scope, urls } = await start(PRESET)
    const config = scope.getState($serverConfig)
    expect(config).toMatchObject({
      isServerConfigured: true,
      url: 'https://music.example.org',
      username: 'alice',
      authType: 'token',
      protocolVersion: '1.16.1',
      serverType: 'navidrome',
      lockUser: true,
      hideServer: true,
    })
    expect(config.salt).toMatch(/^[0-9a-f]+$/)
    expect(config.password).toBe(createHash('md5').update(`sesame${config.salt}`).digest('hex'))
    expect(scope.getState($userLocked)).toBe(true)
    expect(scope.getState($isSignedIn)).toBe(true)
    expect(scope.getState($appReady)).toBe(true)
    expect(urls.map((url) => url.href.split('?')[0])).toEqual(['https://music.example.org/rest/ping.view'])
  })

  it('uses password mode when the preset asks for it', async () => {
    const { scope } = await start({ ...PRESET, authType: 'password' })
    expect(scope.getState($serverConfig)).toMatchObject({ authType: 'password', password: 'enc:736573616d65', salt: '' })
  })

  it('falls back to token auth for an unknown auth type', async () => {
    const { scope } = await start({ ...PRESET, authType: 'kerberos' })
    expect(scope.getState($serverConfig).authType).toBe('token')
    expect(scope.getState($serverConfig).password).toMatch(/^[0-9a-f]{32}$/)
  })

  it('wins over the stored state', async () => {
    const { scope, shell } = await start({ ...PRESET, hideServer: false }, new Map([['app_store', STORED]]))
    expect(scope.getState($serverConfig)).toMatchObject({
      url: 'https://music.example.org',
      username: 'alice',
      authType: 'token',
      serverType: 'navidrome',
      lockUser: true,
      hideServer: false,
    })
    expect(scope.getState($pages).showInfoPanel).toBe(false)
    expect(shell.data.get('app_store')).toContain('https://music.example.org')
    expect(shell.data.get('app_store')).not.toContain('sesame')
  })

  it('hides the radios section when the preset says so', async () => {
    const { scope } = await start({ ...PRESET, hideRadios: true })
    expect(scope.getState($pages).hideRadiosSection).toBe(true)
    expect(scope.getState($radiosHiddenByHost)).toBe(true)
  })

  it.each(['serverUrl', 'hideServer', 'username', 'password', 'authType'])(
    'treats a preset without %s as no preset, keeping the stored state',
    async (field) => {
      const { [field as keyof typeof PRESET]: _left, ...incomplete } = PRESET
      const { scope, urls } = await start(incomplete, new Map([['app_store', STORED]]))
      expect(scope.getState($serverConfig)).toMatchObject({ url: 'http://stored.test', username: 'bob', lockUser: false })
      expect(urls).toHaveLength(0)
      expect(scope.getState($appReady)).toBe(true)
    },
  )

  it("still applies the host's hideRadios when the connection preset is incomplete", async () => {
    const { scope } = await start({ hideRadios: true })
    expect(scope.getState($serverConfig)).toEqual({ ...DEFAULT_SERVER_CONFIG, osType: 'Linux' })
    expect(scope.getState($pages).hideRadiosSection).toBe(true)
  })
})

describe('appStarted without a preset', () => {
  it('unlocks the login form a former preset locked', async () => {
    const lockedByOldPreset = STORED.replace('"serverType":"gonic"', '"serverType":"gonic","lockUser":true')
    const { scope } = await start(undefined, new Map([['app_store', lockedByOldPreset]]))
    expect(scope.getState($serverConfig)).toMatchObject({ url: 'http://stored.test', username: 'bob', lockUser: false })
    expect(scope.getState($userLocked)).toBe(false)
  })

  it('restores the stored state, the sidebar cookie, preferences and the OS', async () => {
    const storage = new Map([
      ['app_store', STORED],
      ['theme', JSON.stringify({ state: { theme: 'monokai-pro' }, version: 1 })],
    ])
    const shell = createMemoryShell({ storage })
    shell.cookieData.set('sidebar_state', 'false')
    const { scope } = forkWithShell({ shell })
    await allSettled(appStarted, { scope })
    expect(scope.getState($serverConfig)).toMatchObject({
      isServerConfigured: true,
      url: 'http://stored.test',
      username: 'bob',
      authType: 'password',
      lockUser: false,
      osType: 'Linux',
    })
    expect(scope.getState($themeName)).toBe('monokai-pro')
    expect(scope.getState($sidebarExpanded)).toBe(false)
    expect(scope.getState($pages).hideRadiosSection).toBe(false)
    expect(scope.getState($appReady)).toBe(true)
  })

  it('starts unconfigured with nothing stored', async () => {
    const { scope, urls } = await start(undefined)
    expect(scope.getState($serverConfig)).toEqual({ ...DEFAULT_SERVER_CONFIG, osType: 'Linux' })
    expect(scope.getState($isSignedIn)).toBe(false)
    expect(urls).toHaveLength(0)
  })
})
