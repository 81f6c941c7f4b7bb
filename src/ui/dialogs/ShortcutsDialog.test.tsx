import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it } from 'vitest'
import { $keymap, $userKeybindings, keybindingChanged } from '../../commands/keymap'
import { $openDialog, dialogOpened } from '../../model/dialogs/dialogs'
import { persistedStoresLoadRequested } from '../../model/persistence/persist-store'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { ShortcutsDialog } from './ShortcutsDialog'

async function openShortcuts() {
  const { scope, shell } = forkWithShell()
  await allSettled(persistedStoresLoadRequested, { scope })
  await signIn(scope)
  await allSettled(dialogOpened, { scope, params: 'shortcuts' })
  renderInScope(<ShortcutsDialog />, { scope })
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
  return { scope, shell, dialog, row: rowIn(dialog), user: userEvent.setup() }
}

/**
 * The row of a command, found by the name of its row header (the command's title) in the table of
 * its category (under the category's heading). A row's own name is the text of all its cells, and
 * each row header's name costs a computed style in jsdom: looking among one category's rows, not
 * the hundred-odd of every category, took most of this file's time.
 */
const rowIn = (dialog: HTMLElement) => (category: string, name: string) => {
  const heading = within(dialog).getByRole('heading', { level: 2, name: category })
  if (heading.parentElement === null) throw new Error(`The heading ${category} is in no section`)
  const header = within(heading.parentElement).getByRole('rowheader', { name: new RegExp(`^${name}`) })
  const row = header.closest<HTMLElement>('tr, [role="row"]')
  if (row === null) throw new Error(`The row header ${name} is in no row`)
  return row
}

/** The dialog's Reset all button, looked up beside its title (not among every row's buttons). */
const resetAllIn = (dialog: HTMLElement) => {
  const title = within(dialog).getByRole('heading', { name: 'Keyboard shortcuts' })
  if (title.parentElement === null) throw new Error('The title is in no header')
  return within(title.parentElement).getByRole('button', { name: 'Reset all' })
}

const sequenceOf = (keymap: ReturnType<typeof $keymap.getState>, id: string) => keymap.find((b) => b.commandId === id)?.sequence

beforeAll(() => installLayoutStubs())

// Role queries over every command's row are slow on a loaded shared machine.
describe('ShortcutsDialog', { timeout: 60_000 }, () => {
  it('lists every command with its keys, from the keymap', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(keybindingChanged, { scope, params: { id: 'view.toggleSidebar', binding: 'Mod+J' } })
    renderInScope(<ShortcutsDialog />, { scope })
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const row = rowIn(dialog)
    expect(row('Pages', 'Go to Albums')).toHaveTextContent(/^Go to AlbumsGthenA/)
    expect(row('View', 'Toggle sidebar')).toHaveTextContent(/^Toggle sidebarCtrlJ/)
    expect(row('View', 'Open command palette')).toHaveTextContent(/^Open command paletteCtrlK/)
    expect(row('Application', 'Log out')).toHaveTextContent(/^Log outNo shortcut/)
    expect(within(dialog).getByRole('heading', { name: 'Pages' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'View' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Application' })).toBeInTheDocument()
  })

  it("shows each binding with its context, and a user's binding replaces only its own context", async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(keybindingChanged, { scope, params: { id: 'library.playFromRow', binding: 'Mod+Enter', when: 'idle' } })
    renderInScope(<ShortcutsDialog />, { scope })
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const row = rowIn(dialog)('Library', 'Play from this row')
    expect(row).toHaveTextContent(/CtrlEnter.*in a tableEnter/)
    expect(within(row).getByRole('button', { name: /^Reset the shortcut/ })).toBeEnabled()
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Reset the shortcut/ }))
    await waitFor(() => expect(row).not.toHaveTextContent(/Ctrl/))
    expect(row).toHaveTextContent(/in a tableEnter/)
  })

  it('records a new chord for a command and applies it at once', async () => {
    const { row, user, scope, shell } = await openShortcuts()
    await user.click(within(row('Application', 'Log out')).getByRole('button', { name: 'Record a shortcut for Log out' }))
    expect(within(row('Application', 'Log out')).getByRole('status')).toHaveTextContent('Press keys… (Esc cancels)')
    await user.keyboard('{Control>}l{/Control}')
    await waitFor(() => expect(sequenceOf(scope.getState($keymap), 'app.logOut')).toEqual(['Ctrl+L']), { timeout: 3000 })
    expect(within(row('Application', 'Log out')).queryByRole('status')).not.toBeInTheDocument()
    expect(row('Application', 'Log out')).toHaveTextContent(/^Log outCtrlL/)
    // Stored with the platform's primary modifier as Mod, so the keymap moves between Mac and PC.
    expect(JSON.parse(shell.data.get('keybindings') ?? '{}').state).toEqual({ 'app.logOut': 'Mod+L' })
    expect(scope.getState($openDialog)).toBe('shortcuts')
  })

  it('records a two-key sequence', async () => {
    const { row, user, scope } = await openShortcuts()
    await user.click(within(row('Application', 'Open settings')).getByRole('button', { name: 'Record a shortcut for Open settings' }))
    await user.keyboard('gx')
    await waitFor(() => expect(row('Application', 'Open settings')).toHaveTextContent(/^Open settingsGthenX/))
    expect(sequenceOf(scope.getState($keymap), 'app.openSettings')).toEqual(['G', 'X'])
  })

  it('cancels recording with Escape without closing the dialog', async () => {
    const { row, user, scope } = await openShortcuts()
    await user.click(within(row('Application', 'Log out')).getByRole('button', { name: 'Record a shortcut for Log out' }))
    await user.keyboard('{Escape}')
    expect(row('Application', 'Log out')).toHaveTextContent(/^Log outNo shortcut/)
    expect(scope.getState($openDialog)).toBe('shortcuts')
    expect(scope.getState($userKeybindings)).toEqual({})
  })

  it('names the command that already uses the keys, and replaces it on request', async () => {
    const { row, user, scope } = await openShortcuts()
    await user.click(within(row('Application', 'Log out')).getByRole('button', { name: 'Record a shortcut for Log out' }))
    await user.keyboard('{Control>}b{/Control}')
    const alert = await within(row('Application', 'Log out')).findByRole('alert', {}, { timeout: 3000 })
    expect(alert).toHaveTextContent('These keys are already used by Toggle sidebar.')
    expect(scope.getState($userKeybindings)).toEqual({})
    await user.click(within(alert).getByRole('button', { name: 'Replace' }))
    expect(sequenceOf(scope.getState($keymap), 'app.logOut')).toEqual(['Ctrl+B'])
    expect(sequenceOf(scope.getState($keymap), 'view.toggleSidebar')).toBeUndefined()
    expect(row('View', 'Toggle sidebar')).toHaveTextContent(/^Toggle sidebarNo shortcut/)
  })

  it('keeps both bindings when the conflict is cancelled', async () => {
    const { row, user, scope } = await openShortcuts()
    await user.click(within(row('Application', 'Log out')).getByRole('button', { name: 'Record a shortcut for Log out' }))
    await user.keyboard('g')
    const alert = await within(row('Application', 'Log out')).findByRole('alert', {}, { timeout: 3000 })
    expect(alert).toHaveTextContent(/Go to Home, Go to Artists, Go to Songs, Go to Albums, Go to Playlists, Go to Radios/)
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }))
    expect(within(row('Application', 'Log out')).queryByRole('alert')).not.toBeInTheDocument()
    expect(scope.getState($userKeybindings)).toEqual({})
  })

  it('resets one command, then all', async () => {
    const { dialog, row, user, scope } = await openShortcuts()
    await allSettled(keybindingChanged, { scope, params: { id: 'view.toggleSidebar', binding: 'Mod+J' } })
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.albums', binding: null } })
    const resetSidebar = within(row('View', 'Toggle sidebar')).getByRole('button', { name: 'Reset the shortcut of Toggle sidebar' })
    expect(within(row('Application', 'Log out')).getByRole('button', { name: 'Reset the shortcut of Log out' })).toBeDisabled()
    await user.click(resetSidebar)
    expect(row('View', 'Toggle sidebar')).toHaveTextContent(/^Toggle sidebarCtrlB/)
    expect(row('Pages', 'Go to Albums')).toHaveTextContent(/^Go to AlbumsNo shortcut/)
    await user.click(resetAllIn(dialog))
    expect(row('Pages', 'Go to Albums')).toHaveTextContent(/^Go to AlbumsGthenA/)
    expect(scope.getState($userKeybindings)).toEqual({})
    expect(resetAllIn(dialog)).toBeDisabled()
  })

  it('ignores a held-down key while recording', async () => {
    const { row, user } = await openShortcuts()
    await user.click(within(row('Application', 'Log out')).getByRole('button', { name: 'Record a shortcut for Log out' }))
    fireEvent.keyDown(window, { key: 'l', code: 'KeyL', ctrlKey: true })
    fireEvent.keyDown(window, { key: 'l', code: 'KeyL', ctrlKey: true, repeat: true })
    await waitFor(() => expect(within(row('Application', 'Log out')).queryByRole('status')).not.toBeInTheDocument(), { timeout: 3000 })
    expect(row('Application', 'Log out')).toHaveTextContent(/^Log outCtrlL(?!thenCtrlL)/)
  })
})
