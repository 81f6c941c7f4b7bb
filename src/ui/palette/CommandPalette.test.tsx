import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it } from 'vitest'
import { keybindingChanged } from '../../commands/keymap'
import { $openDialog, dialogOpened } from '../../model/dialogs/dialogs'
import { hideRadiosSectionChanged } from '../../model/layout/pages'
import { $sidebarExpanded } from '../../model/layout/sidebar'
import { navigatorAttached } from '../../model/navigation/navigation'
import { createMemoryShell } from '../../shell/memory-shell'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { fakeNavigator, forkWithShell, signIn } from '../../testing/scope'
import { CommandPalette } from './CommandPalette'

async function openPalette(options: { isApple?: boolean; hideRadios?: boolean; unbind?: string } = {}) {
  const { scope } = forkWithShell({ shell: createMemoryShell({ isApple: options.isApple ?? false }) })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  await signIn(scope)
  if (options.hideRadios) await allSettled(hideRadiosSectionChanged, { scope, params: true })
  if (options.unbind) await allSettled(keybindingChanged, { scope, params: { id: options.unbind, binding: null } })
  await allSettled(dialogOpened, { scope, params: 'palette' })
  const user = userEvent.setup()
  renderInScope(<CommandPalette />, { scope })
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' })
  return { scope, navigator, user, dialog }
}

function optionTexts(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '')
}

beforeAll(() => {
  installLayoutStubs()
})

describe('CommandPalette', () => {
  it('lists every enabled command under Pages and Commands, with shortcut hints', async () => {
    const { dialog } = await openPalette()
    const pages = within(dialog).getByRole('group', { name: 'Pages' })
    const commands = within(dialog).getByRole('group', { name: 'Commands' })
    expect(optionTexts(pages)).toEqual([
      'Go to HomeGthenH',
      'Go to ArtistsGthenR',
      'Go to SongsGthenS',
      'Go to AlbumsGthenA',
      'Go to PlaylistsGthenP',
      'Go to RadiosGthenI',
    ])
    expect(optionTexts(commands)).toEqual([
      'Volume upCtrl↑',
      'Volume downCtrl↓',
      'Mute or unmuteM',
      'Repeat: off, all, oneR',
      'Toggle sidebarCtrlB',
      'Show keyboard shortcuts?',
      'Open settingsCtrl,',
      'Log out',
      'Search libraryGthenF',
      'New playlistNthenP',
      'New radio stationNthenR',
    ])
  })

  it('shows the key caps of a sequence and of a chord', async () => {
    const { dialog } = await openPalette()
    const albums = within(dialog).getByRole('option', { name: /Go to Albums/ })
    expect(within(albums).getByText('G')).toBeInTheDocument()
    expect(within(albums).getByText('then')).toBeInTheDocument()
    expect(within(albums).getByText('A')).toBeInTheDocument()
    const sidebar = within(dialog).getByRole('option', { name: /Toggle sidebar/ })
    expect(within(sidebar).getByText('Ctrl')).toBeInTheDocument()
    expect(within(sidebar).getByText('B')).toBeInTheDocument()
  })

  it('shows ⌘ on an Apple keyboard', async () => {
    const { dialog } = await openPalette({ isApple: true })
    const sidebar = within(dialog).getByRole('option', { name: /Toggle sidebar/ })
    expect(within(sidebar).getByText('⌘')).toBeInTheDocument()
    expect(within(sidebar).queryByText('Ctrl')).not.toBeInTheDocument()
  })

  it('shows no hint for a command the user unbound', async () => {
    const { dialog } = await openPalette({ unbind: 'app.toggleSidebar' })
    expect(within(dialog).getByRole('option', { name: /Toggle sidebar/ })).toHaveTextContent(/^Toggle sidebar$/)
  })

  it('leaves out disabled commands', async () => {
    const { dialog } = await openPalette({ hideRadios: true })
    expect(within(dialog).queryByRole('option', { name: /Go to Radios/ })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('option', { name: /Go to Albums/ })).toBeInTheDocument()
  })

  it('filters as you type', async () => {
    const { dialog, user } = await openPalette()
    await user.type(within(dialog).getByRole('combobox', { name: 'Command palette' }), 'albums')
    await waitFor(() => expect(optionTexts(dialog)).toEqual(['Go to AlbumsGthenA']))
    expect(within(dialog).queryByRole('group', { name: 'Commands' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('group', { name: 'Pages' })).toBeInTheDocument()
  })

  it('says so when nothing matches', async () => {
    const { dialog, user } = await openPalette()
    await user.type(within(dialog).getByRole('combobox'), 'zzzzqqq')
    expect(await within(dialog).findByText('No results found.')).toBeInTheDocument()
    expect(optionTexts(dialog)).toEqual([])
  })

  it('runs the highlighted command on Enter and closes', async () => {
    const { dialog, user, navigator, scope } = await openPalette()
    await user.type(within(dialog).getByRole('combobox'), 'albums')
    await waitFor(() => expect(optionTexts(dialog)).toEqual(['Go to AlbumsGthenA']))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(navigator.paths).toEqual(['/library/albums']))
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('moves the highlight with the arrow keys', async () => {
    const { dialog, user, navigator } = await openPalette()
    const input = within(dialog).getByRole('combobox')
    await user.click(input)
    expect(within(dialog).getByRole('option', { name: /Go to Home/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(within(dialog).getByRole('option', { name: /Go to Songs/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(navigator.paths).toEqual(['/library/songs']))
  })

  it('runs a command that is clicked', async () => {
    const { dialog, user, scope } = await openPalette()
    await user.click(within(dialog).getByRole('option', { name: /Toggle sidebar/ }))
    await waitFor(() => expect(scope.getState($sidebarExpanded)).toBe(false))
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('closes on Escape without running anything', async () => {
    const { user, navigator, scope } = await openPalette()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(scope.getState($openDialog)).toBeNull())
    expect(navigator.paths).toEqual([])
  })
})
