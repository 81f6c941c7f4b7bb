import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import { VirtuosoMockContext } from 'react-virtuoso'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderInScope } from '../../../testing/render'
import { forkWithShell, signIn } from '../../../testing/scope'
import { artistsList } from '../../../model/library/artists-list'
import { artistsListRequested } from '../../../model/library/lazy-requests'
import { ArtistsScreen } from './ArtistsScreen'

beforeEach(() => installLayoutStubs())

/** The screen in `scope`, its virtualised table drawing every row. */
function renderScreen(scope: Scope) {
  renderInScope(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 40 }}>
      <ArtistsScreen />
    </VirtuosoMockContext.Provider>,
    { scope },
  )
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

  it("asks for the artists once when the route's loader already asked (the screen finds the request under way)", async () => {
    // The server answers once the screen is on screen: the request is still under way as it opens.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const { urls } = stubFetch(async (url) => {
      if (url.pathname.endsWith('/getArtists')) await answered
      return subsonicOk({ artists: { index: [{ name: 'A', artist: [{ id: 'a1', name: 'Alpha', albumCount: 3 }] }] } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    const before = urls.length
    // As the route's loader does with the navigation (src/ui/router/routes.tsx).
    scopeBind(artistsListRequested, { scope })()
    // The list's model loads on its first request; the request is under way once it has.
    await waitFor(() => expect(scope.getState(artistsList.$state).status).toBe('loading'))
    renderScreen(scope)
    answer()
    expect(await screen.findByText('1 artist')).toBeInTheDocument()
    expect(urls.slice(before).filter((url) => url.pathname.endsWith('/getArtists'))).toHaveLength(1)
  })

  it("asks for the artists once when the route's loader's answer came before the screen opened (a cold start), and keeps the table", async () => {
    const { urls } = stubFetch(() => subsonicOk({ artists: { index: [{ name: 'A', artist: [{ id: 'a1', name: 'Alpha', albumCount: 3 }] }] } }))
    const { scope } = forkWithShell()
    await signIn(scope)
    const before = urls.length
    // As the route's loader does with the navigation (src/ui/router/routes.tsx).
    scopeBind(artistsListRequested, { scope })()
    await waitFor(() => expect(scope.getState(artistsList.$state).status).toBe('ready'))
    renderScreen(scope)
    expect(await screen.findByText('1 artist')).toBeInTheDocument()
    // Its effects have run (the table's rows are drawn by an effect of its own): nothing asked again, the list still shown.
    await screen.findByRole('row', { name: /Alpha/ })
    expect(scope.getState(artistsList.$state).status).toBe('ready')
    expect(urls.slice(before).filter((url) => url.pathname.endsWith('/getArtists'))).toHaveLength(1)
  })
})
