import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { callOutcomeSeen, $unreachablePingMs } from '../../model/connectivity/reachability'
import { $openDialog } from '../../model/dialogs/dialogs'
import { navigatorAttached } from '../../model/navigation/navigation'
import type { PlaylistSummary } from '../../model/playlists/playlist-calls'
import { fetchPlaylistsFx } from '../../model/playlists/playlist-calls'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { fakeNavigator, forkWithShell, signIn } from '../../testing/scope'
import { TOASTS_CLOSE_AT_ONCE } from '../../testing/toast-log'
import { SIDEBAR_FIRST_PLAYLISTS } from './SidebarPlaylistLink'
import { SidebarPlaylists } from './SidebarPlaylists'

const playlist = (id: string, name: string): PlaylistSummary => ({ id, name, comment: '', isPublic: false, songCount: 1, duration: 60 })

async function show(playlists: readonly PlaylistSummary[], path = '/') {
  const { scope } = forkWithShell({ handlers: [[fetchPlaylistsFx, async () => playlists]] })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  await signIn(scope)
  renderInScope(
    <MemoryRouter initialEntries={[path]}>
      <SidebarPlaylists />
    </MemoryRouter>,
    { scope },
  )
  return { scope, navigator, user: userEvent.setup() }
}

beforeAll(installLayoutStubs)

describe('SidebarPlaylists', () => {
  it('shows the hint when there are no playlists', async () => {
    await show([])
    expect(await screen.findByText('No playlists yet. Create one from any song table.')).toBeInTheDocument()
  })

  it('links every playlist to its page and marks the open one', async () => {
    const { user, navigator } = await show([playlist('p1', 'Road trip'), playlist('p2', '<i>Night</i>')], '/library/playlists/p2')
    const road = await screen.findByRole('link', { name: 'Road trip' })
    expect(road).toHaveAttribute('href', '/library/playlists/p1')
    expect(screen.getByRole('link', { name: '<i>Night</i>' })).toHaveAttribute('aria-current', 'page')
    await user.click(road)
    expect(navigator.paths).toEqual(['/library/playlists/p1'])
  })

  it('beyond the first 40 playlists, a virtualised list takes over and links them all', async () => {
    const many = Array.from({ length: SIDEBAR_FIRST_PLAYLISTS + 1 }, (_, index) => playlist(`p${index}`, `List ${index}`))
    const { user, navigator } = await show(many, '/library/playlists/p1')
    // The virtualised list replaces the first plain links as soon as its code arrives: click its link.
    await waitFor(() => expect(document.querySelector('.sidebar-playlist-list')).not.toBeNull())
    expect(screen.getByRole('link', { name: 'List 1' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('link', { name: 'List 0' }))
    expect(navigator.paths).toEqual(['/library/playlists/p0'])
  })

  it('while the server cannot be reached, says the playlists are not shown (no alert), and lists them once it answers again', async () => {
    let answers = false
    const { scope } = forkWithShell({
      values: [[$unreachablePingMs, 3_600_000]],
      handlers: [TOASTS_CLOSE_AT_ONCE, [fetchPlaylistsFx, async () => {
        if (!answers) throw new Error('no connection')
        return [playlist('p1', 'Road trip')]
      }]],
    })
    await allSettled(navigatorAttached, { scope, params: fakeNavigator() })
    await signIn(scope)
    const unreachable = { outcome: 'unreachable' as const, server: 'http://music.test' }
    await allSettled(callOutcomeSeen, { scope, params: unreachable })
    await allSettled(callOutcomeSeen, { scope, params: unreachable })
    renderInScope(
      <MemoryRouter>
        <SidebarPlaylists />
      </MemoryRouter>,
      { scope },
    )
    expect(await screen.findByText('Not shown while the server cannot be reached.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    answers = true
    await allSettled(callOutcomeSeen, { scope, params: { outcome: 'answered', server: 'http://music.test' } })
    expect(await screen.findByRole('link', { name: 'Road trip' })).toBeInTheDocument()
  })

  it('opens the new playlist form', async () => {
    const { scope, user } = await show([])
    await user.click(screen.getByRole('button', { name: 'New playlist' }))
    await waitFor(() => expect(scope.getState($openDialog)).toBe('playlistEditor'))
  })
})
