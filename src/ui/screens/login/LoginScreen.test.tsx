import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { navigatorAttached } from '../../../model/navigation/navigation'
import '../../../model/persistence/app-store'
import type { ConnectResult } from '../../../model/session/connect'
import { connectFx } from '../../../model/session/login'
import type { SavedServer } from '../../../model/session/server-config'
import { $serverConfig, DEFAULT_SERVER_CONFIG } from '../../../model/session/server-config'
import { installLayoutStubs } from '../../../testing/dom'
import { activateAll } from '../../../testing/every-control'
import { renderInScope } from '../../../testing/render'
import { fakeNavigator, forkWithShell } from '../../../testing/scope'
import { LoginScreen } from './LoginScreen'

type ConnectInput = { url: string; username: string; password: string }

function server(protocolVersion: string, url = 'https://music.test'): SavedServer {
  return {
    url,
    credentials: { authType: 'password', username: 'alice', password: 'enc:736573616d65' },
    protocolVersion,
    serverType: 'subsonic',
  }
}

function connected(protocolVersion: string, url?: string): ConnectResult {
  return {
    ok: true,
    server: server(protocolVersion, url),
    identity: { protocolVersion, serverType: 'subsonic', serverVersion: undefined, openSubsonic: false },
  }
}

async function renderLogin(
  connect: (form: ConnectInput) => Promise<ConnectResult> = async () => connected('1.16.1'),
  config: Partial<typeof DEFAULT_SERVER_CONFIG> = {},
) {
  const fake = vi.fn<(form: ConnectInput) => Promise<ConnectResult>>(connect)
  const { scope, shell } = forkWithShell({
    values: [[$serverConfig, { ...DEFAULT_SERVER_CONFIG, ...config }]],
    handlers: [[connectFx, fake]],
  })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  const user = userEvent.setup()
  renderInScope(<LoginScreen />, { scope })
  return { scope, shell, navigator, connect: fake, user }
}

/**
 * Fills in the form's fields, each clicked and its text pasted at once: typed, every keystroke
 * redraws the form in jsdom (the correction in "clears a message once the field is corrected" is
 * typed).
 */
async function fillIn(user: ReturnType<typeof userEvent.setup>, form: Partial<ConnectInput>) {
  const fields = [['Server URL', form.url], ['Username', form.username], ['Password', form.password]] as const
  for (const [label, text] of fields) {
    if (text === undefined) continue
    await user.click(screen.getByLabelText(label))
    if (text !== '') await user.paste(text)
  }
}

beforeAll(() => {
  installLayoutStubs()
})

describe('LoginScreen', () => {
  it('shows the server fields and a Connect button', async () => {
    await renderLogin()
    expect(screen.getByRole('heading', { name: 'Connect to your server' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Connect to your server' })).toBeInTheDocument()
    expect(screen.getByLabelText('Server URL')).toHaveAttribute('type', 'url')
    expect(screen.getByLabelText('Username')).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled()
  })

  it('says what is missing when the form is empty', async () => {
    const { user, connect } = await renderLogin()
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(screen.getByLabelText('Server URL')).toHaveAccessibleDescription('Please enter a valid URL.')
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Please provide a username')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please provide a password')
    expect(screen.getByLabelText('Server URL')).toBeInvalid()
    expect(connect).not.toHaveBeenCalled()
  })

  it('says the URL needs http(s) and the username and password are too short', async () => {
    const { user, connect } = await renderLogin()
    await fillIn(user, { url: 'ftp://music.test', username: 'a', password: 'b' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(screen.getByText('URL must start with http:// or https://')).toBeInTheDocument()
    expect(screen.getByText('Username must be at least 2 characters.')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 2 characters.')).toBeInTheDocument()
    expect(connect).not.toHaveBeenCalled()
  })

  it('clears a message once the field is corrected', async () => {
    const { user, connect } = await renderLogin()
    await fillIn(user, { url: 'music.test', username: 'alice', password: 'sesame' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(screen.getByText('Please enter a valid URL.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Server URL'))
    await user.type(screen.getByLabelText('Server URL'), 'http://music.test')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(screen.queryByText('Please enter a valid URL.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Server URL')).not.toBeInvalid()
    expect(connect).toHaveBeenCalledExactlyOnceWith({ url: 'http://music.test', username: 'alice', password: 'sesame' })
  })

  it('reads Connecting… and locks the form while connecting, then goes home', async () => {
    let finish: (result: ConnectResult) => void = () => undefined
    const { user, navigator, scope } = await renderLogin(() => new Promise((resolve) => (finish = resolve)))
    await fillIn(user, { url: 'http://music.test', username: 'alice', password: 'sesame' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const button = await screen.findByRole('button', { name: 'Connecting…' })
    expect(button).toBeDisabled()
    expect(screen.getByLabelText('Password')).toBeDisabled()
    finish(connected('1.16.1'))
    await waitFor(() => expect(navigator.paths).toEqual(['/']))
    expect(scope.getState($serverConfig).isServerConfigured).toBe(true)
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled()
  })

  it('shows why the connection failed and stays on the page', async () => {
    const { user, navigator, scope } = await renderLogin(async () => ({
      ok: false,
      failure: { kind: 'server', code: 40, message: 'Wrong username or password', serverVersion: '1.16.1' },
    }))
    await fillIn(user, { url: 'http://music.test', username: 'alice', password: 'wrong' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    // The server's text is left out when it only repeats the message.
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password.')
    expect(navigator.paths).toEqual([])
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled()
  })

  it('adds the server\'s own words when they say more than the message', async () => {
    const { user } = await renderLogin(async () => ({
      ok: false,
      failure: { kind: 'server', code: 40, message: 'Account locked for 10 minutes', serverVersion: '1.16.1' },
    }))
    await fillIn(user, { url: 'http://music.test', username: 'alice', password: 'wrong' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password. (Account locked for 10 minutes)')
  })

  it('says the server communication failed when the server cannot be reached', async () => {
    const { user } = await renderLogin(async () => ({ ok: false, failure: { kind: 'network', message: 'Cannot reach the server' } }))
    await fillIn(user, { url: 'http://music.test', username: 'alice', password: 'sesame' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Server communication failed! (Cannot reach the server)')
  })

  it('warns about an older server, and Continue anyway saves and goes home', async () => {
    const { user, navigator, scope, shell } = await renderLogin(async () => connected('1.10.2'))
    await fillIn(user, { url: 'http://music.test', username: 'alice', password: 'sesame' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Older server protocol' })
    expect(dialog).toHaveTextContent('This server speaks Subsonic API 1.10.2, older than the 1.16.0 Tonearm is made for.')
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Continue anyway' }))
    await waitFor(() => expect(navigator.paths).toEqual(['/']))
    expect(scope.getState($serverConfig)).toMatchObject({ isServerConfigured: true, protocolVersion: '1.10.2' })
    // The app store is written by a host task, after the navigation.
    await waitFor(() => expect(shell.data.get('app_store')).toContain('"protocolVersion":"1.10.2"'))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('warns before storing a password that plain http carries to a remote server', async () => {
    const { user, scope, shell } = await renderLogin(async () => connected('1.16.1', 'http://music.example.org'))
    await fillIn(user, { url: 'http://music.example.org', username: 'alice', password: 'sesame' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Password readable on the way' })
    expect(dialog).toHaveTextContent('Anyone on the network path between you and music.example.org can read it.')
    expect(shell.data.has('app_store')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Continue anyway' }))
    await waitFor(() => expect(scope.getState($serverConfig).isServerConfigured).toBe(true))
  })

  it('names both warnings for an older server reached over plain http', async () => {
    const { user } = await renderLogin(async () => connected('1.10.2', 'http://music.example.org'))
    await fillIn(user, { url: 'http://music.example.org', username: 'alice', password: 'sesame' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Older server protocol' })
    expect(dialog).toHaveTextContent('older than the 1.16.0 Tonearm is made for')
    expect(dialog).toHaveTextContent('Anyone on the network path between you and music.example.org can read it.')
  })

  it("walks every control of the older-protocol question: its answers run no command (signed out), Continue anyway stores the server", async () => {
    const { user, scope } = await renderLogin(async () => connected('1.10.2'))
    await fillIn(user, { url: 'http://music.test', username: 'alice', password: 'sesame' })
    const ask = async () => {
      await user.click(screen.getByRole('button', { name: 'Connect' }))
      await screen.findByRole('alertdialog', { name: 'Older server protocol' })
    }
    await ask()
    const { without, ran, walked } = await activateAll(scope, { root: () => screen.queryByRole('alertdialog'), reopen: ask })
    expect(without).toEqual([])
    expect(ran).toEqual(new Set())
    expect(walked).toEqual(['in the dialog Older server protocol: button Cancel', 'in the dialog Older server protocol: button Continue anyway'])
    await waitFor(() => expect(scope.getState($serverConfig)).toMatchObject({ isServerConfigured: true, protocolVersion: '1.10.2' }))
  })

  it('saves nothing when the older server is declined', async () => {
    const { user, navigator, scope } = await renderLogin(async () => connected('1.10.2'))
    await fillIn(user, { url: 'http://music.test', username: 'alice', password: 'sesame' })
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Older server protocol' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(scope.getState($serverConfig).isServerConfigured).toBe(false)
    expect(navigator.paths).toEqual([])
    expect(screen.getByRole('button', { name: 'Connect' })).toBeEnabled()
  })

  it('locks the server fields set by the host page, and may hide the server', async () => {
    await renderLogin(undefined, { url: 'http://preset.test', username: 'preset', lockUser: true, hideServer: true })
    expect(screen.getByText('This server was set up by the page that hosts Tonearm.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Server URL')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toHaveValue('preset')
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('readonly')
  })

  it('shows the locked server URL when it is not hidden', async () => {
    await renderLogin(undefined, { url: 'http://preset.test', username: 'preset', lockUser: true, hideServer: false })
    expect(screen.getByLabelText('Server URL')).toHaveValue('http://preset.test')
    expect(screen.getByLabelText('Server URL')).toHaveAttribute('readonly')
  })
})
