import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it } from 'vitest'
import { persistedStoresLoadRequested } from '../../../model/persistence/persist-store'
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
      'home.testalice · http://home.testRenameConnectForget',
      'work.testbob · http://work.testRenameConnectForget',
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

  it('renames a server: a labelled field checked on save (not empty, at most 64 characters, unique), kept with the entry', async () => {
    const { scope, shell, user } = renderLogin()
    await allSettled(persistedStoresLoadRequested, { scope })
    await user.click(screen.getByRole('button', { name: 'Rename work.test' }))
    const field = screen.getByRole('textbox', { name: 'Name of bob@http://work.test' })
    expect(field).toHaveFocus()
    const save = async (name: string) => {
      await user.clear(field)
      if (name) await user.type(field, name)
      await user.click(screen.getByRole('button', { name: 'Save' }))
    }
    await save('')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a name.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Enter a name.')
    await save('x'.repeat(65))
    expect(screen.getByRole('alert')).toHaveTextContent('At most 64 characters.')
    await save('HOME.test')
    expect(screen.getByRole('alert')).toHaveTextContent('Another saved server has this name.')
    expect(scope.getState($savedServers).map((server) => server.name)).toEqual(['home.test', 'work.test'])

    await save('  Work  ')
    await waitFor(() => expect(scope.getState($savedServers).map((server) => server.name)).toEqual(['home.test', 'Work']))
    expect(screen.getByRole('button', { name: 'Connect to Work' })).toBeInTheDocument()
    expect(JSON.parse(shell.data.get('servers')!).state.map((server: SavedServerEntry) => server.name)).toEqual(['home.test', 'Work'])

    // Escape keeps the name.
    await user.click(screen.getByRole('button', { name: 'Rename Work' }))
    await user.type(screen.getByRole('textbox', { name: 'Name of bob@http://work.test' }), 'place{Escape}')
    expect(screen.getByRole('button', { name: 'Connect to Work' })).toBeInTheDocument()
  })

  it('a preset locks to its server: no list', () => {
    renderLogin(true)
    expect(screen.queryByRole('region', { name: 'Saved servers' })).toBeNull()
  })
})
