import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { fakeNavigator, forkWithShell } from '../../testing/scope'
import { $openDialog, dialogClosed } from '../dialogs/dialogs'
import { $pages, hideRadiosSectionChanged, infoPanelToggled, radiosPresetHidden } from '../layout/pages'
import { navigatorAttached } from '../navigation/navigation'
import '../persistence/app-store'
import { logoutConfirmed, logoutRequested } from './logout'
import { $connection, $serverConfig, serverSaved } from './server-config'
import { $serverReachable } from './session-check'
import { $isSignedIn } from './signed-in'

async function signedIn() {
  const { scope, shell } = forkWithShell()
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  await allSettled(serverSaved, {
    scope,
    params: {
      url: 'http://music.test',
      credentials: { authType: 'password', username: 'alice', password: 'enc:736573616d65' },
      protocolVersion: '1.15.0',
      serverType: 'navidrome',
    },
  })
  await allSettled(infoPanelToggled, { scope })
  return { scope, shell, navigator }
}

describe('logout', () => {
  it('asks for confirmation first', async () => {
    const { scope, navigator } = await signedIn()
    await allSettled(logoutRequested, { scope })
    expect(scope.getState($openDialog)).toBe('logout')
    expect(scope.getState($serverConfig).isServerConfigured).toBe(true)
    expect(scope.getState($isSignedIn)).toBe(true)
    expect(navigator.paths).toEqual([])
  })

  it('keeps the server when the confirmation is cancelled', async () => {
    const { scope } = await signedIn()
    await allSettled(logoutRequested, { scope })
    await allSettled(dialogClosed, { scope })
    expect(scope.getState($openDialog)).toBeNull()
    expect(scope.getState($serverConfig)).toMatchObject({ isServerConfigured: true, url: 'http://music.test' })
  })

  it('resets the server config, restores the info panel and goes to /server-config once confirmed', async () => {
    const { scope, shell, navigator } = await signedIn()
    expect(scope.getState($pages).showInfoPanel).toBe(false)
    await allSettled(logoutRequested, { scope })
    await allSettled(logoutConfirmed, { scope })
    expect(scope.getState($serverConfig)).toMatchObject({
      isServerConfigured: false,
      url: '',
      username: '',
      password: '',
      salt: '',
      protocolVersion: '1.16.0',
      serverType: 'subsonic',
      authType: 'token',
      songCount: null,
    })
    expect(scope.getState($pages).showInfoPanel).toBe(true)
    expect(scope.getState($connection)).toBeNull()
    expect(scope.getState($isSignedIn)).toBe(false)
    expect(scope.getState($serverReachable)).toBe('unknown')
    expect(scope.getState($openDialog)).toBeNull()
    expect(navigator.paths).toEqual(['/server-config'])
    expect(navigator.replaced).toEqual([true])
    const stored = JSON.parse(shell.data.get('app_store') ?? 'null')
    expect(stored.state.data).toMatchObject({ isServerConfigured: false, url: '', password: '', authType: 'token' })
    expect(stored.state.pages.showInfoPanel).toBe(true)
  })

  it("restores the radios section to the host's preset", async () => {
    const { scope } = await signedIn()
    await allSettled(hideRadiosSectionChanged, { scope, params: true })
    await allSettled(logoutConfirmed, { scope })
    expect(scope.getState($pages).hideRadiosSection).toBe(false)

    const hidden = await signedIn()
    await allSettled(radiosPresetHidden, { scope: hidden.scope, params: true })
    await allSettled(hideRadiosSectionChanged, { scope: hidden.scope, params: false })
    await allSettled(logoutConfirmed, { scope: hidden.scope })
    expect(hidden.scope.getState($pages).hideRadiosSection).toBe(true)
  })
})
