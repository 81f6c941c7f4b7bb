import { screen, within } from '@testing-library/react'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { keybindingChanged } from '../../commands/keymap'
import { serverSaved } from '../../model/session/server-config'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { ShortcutsDialog } from './ShortcutsDialog'

describe('ShortcutsDialog', () => {
  it('lists every command with its keys, from the keymap', async () => {
    const { scope } = forkWithShell()
    await allSettled(serverSaved, {
      scope,
      params: {
        url: 'http://music.test',
        credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' },
        protocolVersion: '1.16.1',
        serverType: 'subsonic',
      },
    })
    await allSettled(keybindingChanged, { scope, params: { id: 'app.toggleSidebar', binding: 'Mod+J' } })
    renderInScope(<ShortcutsDialog />, { scope })
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    const row = (name: string) => within(dialog).getByRole('row', { name: new RegExp(`^${name}`) })
    expect(row('Go to Albums')).toHaveTextContent('Go to AlbumsGthenA')
    expect(row('Toggle sidebar')).toHaveTextContent('Toggle sidebarCtrlJ')
    expect(row('Open command palette')).toHaveTextContent('Open command paletteCtrlK')
    expect(row('Log out')).toHaveTextContent('Log outNo shortcut')
    expect(within(dialog).getByRole('heading', { name: 'Pages' })).toBeInTheDocument()
    expect(within(dialog).getByRole('heading', { name: 'Commands' })).toBeInTheDocument()
  })
})
