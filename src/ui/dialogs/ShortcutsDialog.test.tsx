import { screen, within } from '@testing-library/react'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { keybindingChanged } from '../../commands/keymap'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { ShortcutsDialog } from './ShortcutsDialog'

describe('ShortcutsDialog', () => {
  it('lists every command with its keys, from the keymap', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(keybindingChanged, { scope, params: { id: 'app.toggleSidebar', binding: 'Mod+J' } })
    renderInScope(<ShortcutsDialog />, { scope })
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const row = (name: string) => within(dialog).getByRole('row', { name: new RegExp(`^${name}`) })
    expect(row('Go to Albums')).toHaveTextContent('Go to AlbumsGthenA')
    expect(row('Toggle sidebar')).toHaveTextContent('Toggle sidebarCtrlJ')
    expect(row('Open command palette')).toHaveTextContent('Open command paletteCtrlK')
    expect(row('Log out')).toHaveTextContent('Log outNo shortcut')
    expect(within(dialog).getByRole('heading', { name: 'Pages' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'View' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Application' })).toBeInTheDocument()
  })
})
