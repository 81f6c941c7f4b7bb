import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Scope } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderRoute } from '../../../testing/render-route'
import { forkWithShell, signIn } from '../../../testing/scope'
import { artistsList } from '../../../model/library/artists-list'
import { ArtistsScreen } from './ArtistsScreen'

beforeEach(() => installLayoutStubs())

/** The screen in `scope` at its route (whose navigation asks for the list), its virtualised table drawing every row. */
function renderScreen(scope: Scope) {
  renderRoute({ scope, path: '/library/artists', at: '/library/artists', element: <ArtistsScreen /> })
}
afterEach(() => vi.unstubAllGlobals())

describe('ArtistsScreen', () => {
  it('shows how many artists there are and the current sort, which follows a header click', async () => {
    const artist = (id: string, name: string, albumCount: number) => ({ id, name, albumCount })
    stubFetch(() =>
      subsonicOk({ artists: { index: [{ name: 'A', artist: [artist('a1', 'Alpha', 3), artist('b1', 'Beta', 1), artist('c1', 'Gamma', 2)] }] } }),
    )
    const { scope } = forkWithShell()
    await signIn(scope)
    renderScreen(scope)
    expect(await screen.findByText('3 artists')).toBeInTheDocument()
    const sortStatus = screen.getByText("In the list's own order")
    await userEvent.setup().click(screen.getByRole('button', { name: 'Albums' }))
    await waitFor(() => expect(sortStatus).toHaveTextContent('Sorted by Albums, ascending'))
    const rows = within(screen.getByRole('grid')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['Beta1', 'Gamma2', 'Alpha3'])
  })

  it('asks for the artists once, from the route, and shows them when the answer comes', async () => {
    // The server answers once the screen's route is rendered: the request is under way meanwhile.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const { urls } = stubFetch(async (url) => {
      if (url.pathname.endsWith('/getArtists')) await answered
      return subsonicOk({ artists: { index: [{ name: 'A', artist: [{ id: 'a1', name: 'Alpha', albumCount: 3 }] }] } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    const before = urls.length
    renderScreen(scope)
    await waitFor(() => expect(scope.getState(artistsList.$state).status).toBe('loading'))
    answer()
    expect(await screen.findByText('1 artist')).toBeInTheDocument()
    await screen.findByRole('row', { name: /Alpha/ })
    expect(urls.slice(before).filter((url) => url.pathname.endsWith('/getArtists'))).toHaveLength(1)
  })
})
