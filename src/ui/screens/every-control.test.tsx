import { act, fireEvent, screen } from '@testing-library/react'
import type { Scope } from 'effector'
import { createWatch } from 'effector'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { VirtuosoMockContext } from 'react-virtuoso'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { commandRequested } from '../../commands/registry'
import { installLayoutStubs } from '../../testing/dom'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { AlbumScreen } from './album/AlbumScreen'
import { PlaylistScreen } from './playlist/PlaylistScreen'
import { PlaylistsScreen } from './playlists/PlaylistsScreen'
import { RadiosScreen } from './radios/RadiosScreen'
import { SongsScreen } from './songs/SongsScreen'

/**
 * The bus's promise (issue 12): every control of a screen runs a command. Each screen is rendered
 * once with fixture data, then each of its controls is activated (a click; a slider moved) and
 * must fire `commandRequested`, unless it is one of the exceptions below.
 */

/** The controls that rightly run no command, each with its reason: the one list of exceptions. */
const EXCEPTIONS: readonly { readonly match: RegExp; readonly reason: string }[] = [
  { match: /^link /, reason: 'plain navigation by a link (the address is the state)' },
  { match: /^button (More actions|Playlist options|Columns)/, reason: 'opens a menu, whose items are commands' },
  { match: /^button in a column header /, reason: "a table's sort order: how this table shows its rows" },
  { match: /^checkbox Select /, reason: "a table's selection: what the row commands act on (the context)" },
  { match: /^(button|combobox) (Rows per page|Next page|Previous page|First page|Last page)/, reason: "a table's paging: how this table shows its rows" },
]

// Rows first: a Refresh button reloads the page and replaces them.
const ROLES = ['row', 'button', 'link', 'menuitem', 'checkbox', 'switch', 'slider', 'tab', 'combobox', 'radio'] as const

const SONGS = [
  { id: 'a', title: 'Departure', artist: 'Miles Quartet', artistId: 'ar1', album: 'Night Train', albumId: 'al1', duration: 6 },
  { id: 'b', title: 'Sleeper Car', artist: 'Miles Quartet', artistId: 'ar1', album: 'Night Train', albumId: 'al1', duration: 8 },
]

const ALBUM = { id: 'al1', name: 'Night Train', artist: 'Miles Quartet', artistId: 'ar1', songCount: 2, duration: 14, song: SONGS }

const REPLIES: Readonly<Record<string, unknown>> = {
  getAlbum: { album: ALBUM },
  getArtist: { artist: { id: 'ar1', name: 'Miles Quartet', album: [ALBUM] } },
  search3: { searchResult3: { song: SONGS } },
  getPlaylist: { playlist: { id: 'p1', name: 'Road trip', songCount: 2, duration: 14, entry: SONGS } },
  getPlaylists: { playlists: { playlist: [{ id: 'p1', name: 'Road trip', songCount: 2, duration: 14 }] } },
  getInternetRadioStations: {
    internetRadioStations: { internetRadioStation: [{ id: 'r1', name: 'Jazz FM', streamUrl: 'https://jazz.example.org/live', homePageUrl: 'https://jazz.example.org' }] },
  },
}

async function render(path: string, route: string, element: ReactElement): Promise<Scope> {
  stubFetch((url) => subsonicOk((REPLIES[url.pathname.split('/').pop()?.replace(/\.view$/, '') ?? ''] ?? {}) as Record<string, unknown>))
  const { scope } = forkWithShell()
  await signIn(scope)
  renderInScope(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 40 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </VirtuosoMockContext.Provider>,
    { scope },
  )
  return scope
}

/** The accessible name, as far as these screens need it: aria-label, aria-labelledby, or the text. */
function nameOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  const byIds = labelledBy
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
  return (element.getAttribute('aria-label') ?? byIds ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * Activates every enabled control once: `without` are those that ran no command and are no
 * exception, `ran` the commands that did run.
 */
async function activateAll(scope: Scope): Promise<{ without: string[]; ran: Set<string> }> {
  const requested: string[] = []
  const watch = createWatch({ unit: commandRequested, scope, fn: ({ id }) => requested.push(id) })
  const controls = ROLES.flatMap((role) => screen.queryAllByRole(role).map((element) => ({ role, element })))
  const without: string[] = []
  for (const { role, element } of controls) {
    if (!element.isConnected || element.matches(':disabled, [aria-disabled="true"]')) continue
    // A table's rows are controls too (a double click plays or opens); its header row is not.
    if (role === 'row' && (element.closest('[role="grid"]') === null || element.querySelector('[role="columnheader"], th') !== null)) continue
    const label = `${role}${element.closest('th, [role="columnheader"]') ? ' in a column header' : ''} ${nameOf(element)}`
    if (EXCEPTIONS.some(({ match }) => match.test(label))) continue
    const before = requested.length
    await act(async () => {
      if (element instanceof HTMLInputElement && element.type === 'range') fireEvent.change(element, { target: { value: '1' } })
      else if (role === 'row') fireEvent.doubleClick(element)
      else fireEvent.click(element)
    })
    if (requested.length === before) without.push(label)
    // A menu or dialog the control opened closes again before the next one.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
  }
  watch.unsubscribe()
  return { without, ran: new Set(requested) }
}

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

describe('every control of a screen runs a command', () => {
  it('on the Playlist page', async () => {
    const scope = await render('/library/playlists/p1', '/library/playlists/:playlistId', <PlaylistScreen />)
    await screen.findByRole('grid', { name: /Road trip/ })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['playlists.play', 'playlists.reload', 'library.playFrom']))
  })

  it('on the Playlists page', async () => {
    const scope = await render('/library/playlists', '/library/playlists', <PlaylistsScreen />)
    await screen.findByRole('grid')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['playlists.open']))
  })

  it('on the Radios page', async () => {
    const scope = await render('/library/radios', '/library/radios', <RadiosScreen />)
    await screen.findByRole('table', { name: 'Radio stations' })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['radios.new', 'radios.play', 'radios.edit', 'radios.delete']))
  })

  it('on an Album page', async () => {
    const scope = await render('/library/albums/al1', '/library/albums/:albumId', <AlbumScreen />)
    await screen.findByRole('grid')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playAlbum', 'library.shuffleAlbum', 'library.toggleAlbumLike', 'library.playFrom']))
  })

  it('on the Songs page', async () => {
    const scope = await render('/library/songs', '/library/songs', <SongsScreen />)
    await screen.findByRole('grid')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playFrom']))
  })
})
