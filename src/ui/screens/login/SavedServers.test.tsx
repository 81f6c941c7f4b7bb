import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import '../../../commands/registry'
import type { SavedServerEntry } from '../../../model/servers/saved-servers'
import { $savedServers } from '../../../model/servers/saved-servers'
import { $serverConfig, DEFAULT_SERVER_CONFIG } from '../../../model/session/server-config'
import { installLayoutStubs } from '../../../testing/dom'
import { renderInScope } from '../../../testing/render'
import { forkWithShell } from '../../../testing/scope'
import { LoginScreen } from './LoginScreen'

const HOME: SavedServerEntry = {
  id: 'alice@http://home.test',
  name: 'home.test',
  url: 'http://home.test',
  username: 'alice',
  authType: 'token',
  password: 'tok',
  salt: 'salt',
  protocolVersion: '1.16.1',
  serverType: 'navidrome',
}
const WORK: SavedServerEntry = { ...HOME, id: 'bob@http://work.test', name: 'work.test', url: 'http://work.test', username: 'bob' }

function renderLogin(locked = false) {
  const { scope, shell } = forkWithShell({
    values: [
      [$savedServers, [HOME, WORK]],
      [$serverConfig, { ...DEFAULT_SERVER_CONFIG, lockUser: locked }],
    ],
  })
  renderInScope(<LoginScreen />, { scope })
  return { scope, shell, user: userEvent.setup() }
}

beforeAll(() => {
  installLayoutStubs()
})

describe('the login screen’s saved servers', () => {
  it('connects to a saved server with its stored credential, without the form', async () => {
    const { shell, user } = renderLogin()
    const list = screen.getByRole('region', { name: 'Saved servers' })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'home.testalice · http://home.testConnectForget',
      'work.testbob · http://work.testConnectForget',
    ])
    await user.click(within(list).getByRole('button', { name: 'Connect to work.test' }))
    await waitFor(() => expect(shell.restarts).toBe(1))
    expect(JSON.parse(shell.data.get('app_store')!).state.data).toMatchObject({
      isServerConfigured: true,
      url: 'http://work.test',
      username: 'bob',
      password: 'tok',
      salt: 'salt',
      authType: 'token',
    })
  })

  it('forgets a server', async () => {
    const { scope, user } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Forget home.test' }))
    await waitFor(() => expect(scope.getState($savedServers)).toEqual([WORK]))
    expect(screen.queryByRole('button', { name: 'Connect to home.test' })).toBeNull()
  })

  it('the server the form is for (it did not answer) is not listed again', () => {
    const { scope } = forkWithShell({
      values: [
        [$savedServers, [HOME, WORK]],
        [$serverConfig, { ...DEFAULT_SERVER_CONFIG, isServerConfigured: true, url: HOME.url, username: HOME.username, password: '' }],
      ],
    })
    renderInScope(<LoginScreen />, { scope })
    expect(screen.queryByRole('button', { name: 'Connect to home.test' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect to work.test' })).toBeInTheDocument()
  })

  it('a preset locks to its server: no list', () => {
    renderLogin(true)
    expect(screen.queryByRole('region', { name: 'Saved servers' })).toBeNull()
  })
})
