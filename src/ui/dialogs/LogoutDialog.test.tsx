import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { $openDialog } from '../../model/dialogs/dialogs'
import { navigatorAttached } from '../../model/navigation/navigation'
import { logoutRequested } from '../../model/session/logout'
import { $serverConfig } from '../../model/session/server-config'
import { renderInScope } from '../../testing/render'
import { fakeNavigator, forkWithShell, signIn } from '../../testing/scope'
import { LogoutDialog } from './LogoutDialog'

async function openLogout() {
  const { scope } = forkWithShell()
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  await signIn(scope)
  await allSettled(logoutRequested, { scope })
  renderInScope(<LogoutDialog />, { scope })
  const dialog = await screen.findByRole('alertdialog', { name: 'Log out?' })
  return { scope, navigator, dialog, user: userEvent.setup() }
}

describe('LogoutDialog', () => {
  it('asks for confirmation', async () => {
    const { dialog, scope } = await openLogout()
    expect(dialog).toHaveAccessibleDescription('You will need to enter your server and password again to use Tonearm.')
    expect(scope.getState($openDialog)).toBe('logout')
  })

  it('logs out and goes to the server page once confirmed', async () => {
    const { dialog, user, scope, navigator } = await openLogout()
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(navigator.paths).toEqual(['/server-config']))
    expect(scope.getState($serverConfig)).toMatchObject({ isServerConfigured: false, url: '', username: '', password: '' })
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('keeps the server when cancelled', async () => {
    const { dialog, user, scope, navigator } = await openLogout()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(scope.getState($openDialog)).toBeNull())
    expect(scope.getState($serverConfig)).toMatchObject({ isServerConfigured: true, url: 'http://music.test' })
    expect(navigator.paths).toEqual([])
  })
})
