import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled, createWatch } from 'effector'
import { VirtuosoMockContext } from 'react-virtuoso'
import { beforeAll, describe, expect, it } from 'vitest'
import { keybindingChanged } from '../../commands/keymap'
import { $tableSettings, tableRowsPerPageChanged } from '../../model/library/table-settings'
import type { Song } from '../../model/library/song'
import { listPlayed } from '../../model/queue/queue-events'
import { $commandTarget } from '../../model/targets/command-target'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { KeyboardListener } from '../commands/KeyboardListener'
import { forkWithShell, signIn } from '../../testing/scope'
import { DEFAULT_SONG_COLUMNS } from './song-columns'
import { SongTable } from './SongTable'
import { SYNC_SORT_LIMIT } from './use-sorted-rows'

const SONGS: Song[] = [
  { id: 's1', title: 'Midnight Walk', artist: 'Miles Quartet', album: 'Blue Hours', duration: 5, year: 2001 },
  { id: 's2', title: 'Café Électrique', artist: 'Émilie Żółć', album: 'Lumière Numérique', duration: 4, year: 2019 },
  { id: 's3', title: 'Smoke Rings', artist: 'Miles Quartet', album: 'Blue Hours', duration: 6, year: 2001 },
  { id: 's4', title: 'Analog Dreams', artist: 'The Modular Collective', album: 'Analog Dreams', duration: 7, year: 2001 },
]

beforeAll(() => installLayoutStubs())

async function renderTable(songs: readonly Song[] = SONGS, options: { paged?: boolean; rowsPerPage?: number } = {}) {
  const { scope } = forkWithShell()
  await signIn(scope)
  if (options.rowsPerPage) await allSettled(tableRowsPerPageChanged, { scope, params: { tableId: 'songs', rowsPerPage: options.rowsPerPage } })
  const played: { songs: readonly Song[]; index: number }[] = []
  createWatch({ unit: listPlayed, scope, fn: (request) => played.push(request) })
  renderInScope(
    <>
      <KeyboardListener />
      <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 40 }}>
      <SongTable tableId="songs" label="Songs" songs={songs} defaultColumns={DEFAULT_SONG_COLUMNS.songs} paged={options.paged ?? false} />
      </VirtuosoMockContext.Provider>
    </>,
    { scope },
  )
  const table = await screen.findByRole('grid', { name: 'Songs' })
  return { scope, played, table, user: userEvent.setup() }
}

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'))

const row = (table: HTMLElement, title: string) => within(table).getByRole('row', { name: new RegExp(`^${title}`) })

describe('SongTable', () => {
  it('tells screen readers the full row count and each rendered row its index, though only some rows are drawn', async () => {
    const many = Array.from({ length: 500 }, (_, index) => ({ id: `m${index}`, title: `Song ${index}`, artist: 'Artist', duration: 3 }))
    const { table } = await renderTable(many)
    expect(table).toHaveAttribute('aria-rowcount', '501')
    const rows = within(table).getAllByRole('row')
    expect(rows.length).toBeLessThan(501)
    expect(rows.slice(1, 3).map((drawn) => [drawn.getAttribute('aria-rowindex'), drawn.getAttribute('aria-label')])).toEqual([
      ['2', 'Song 0, Artist'],
      ['3', 'Song 1, Artist'],
    ])
  })

  it('sorts ascending, descending, then back to the original order on header clicks', async () => {
    const { table, user } = await renderTable()
    const header = within(table).getByRole('columnheader', { name: /Title/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    await user.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(titles(table)).toEqual([
      'Analog Dreams, The Modular Collective',
      'Café Électrique, Émilie Żółć',
      'Midnight Walk, Miles Quartet',
      'Smoke Rings, Miles Quartet',
    ])
    await user.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(titles(table)[0]).toBe('Smoke Rings, Miles Quartet')
    await user.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'none')
    expect(titles(table)[0]).toBe('Midnight Walk, Miles Quartet')
    const duration = within(table).getByRole('columnheader', { name: /Duration/ })
    await user.click(within(duration).getByRole('button'))
    expect(titles(table).map((title) => title?.split(',')[0])).toEqual(['Café Électrique', 'Midnight Walk', 'Smoke Rings', 'Analog Dreams'])
  })

  it('sorts a long list in the background: the header answers at once, the rows follow, the status says when done', async () => {
    // Titles counting down (numbers in them read as numbers): the sorted order is the reverse.
    const count = SYNC_SORT_LIMIT + 1_000
    const many = Array.from({ length: count }, (_, index) => ({ id: `l${index}`, title: `Take ${count - index}`, artist: 'Band', duration: 3 }))
    const { table } = await renderTable(many)
    const header = within(table).getByRole('columnheader', { name: /Title/ })
    // Clicked without the user-event's own pauses: the state right after the click is what is checked.
    fireEvent.click(within(header).getByRole('button'))
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(screen.getByRole('status')).toHaveTextContent('Sorting by Title…')
    expect(titles(table)[0]).toBe(`Take ${count}, Band`)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sorted by Title, ascending'))
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'false')
    expect(titles(table).slice(0, 3)).toEqual(['Take 1, Band', 'Take 2, Band', 'Take 3, Band'])
  })

  it('Shift+↓ on a row reached with Tab selects that row and the next one', async () => {
    const { table, user } = await renderTable()
    // Tab lands on the table's one focusable row, the first, before any arrow key chose a row.
    expect(row(table, 'Midnight Walk')).toHaveAttribute('tabindex', '0')
    row(table, 'Midnight Walk').focus()
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}')
    expect(row(table, 'Midnight Walk')).toHaveAttribute('aria-selected', 'true')
    expect(row(table, 'Café Électrique')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('2 selected')).toBeInTheDocument()
  })

  it('a row focused without a click or an arrow (Tab, focus handed back) is what commands act on', async () => {
    const { table, scope } = await renderTable()
    row(table, 'Smoke Rings').focus()
    await waitFor(() => {
      const target = scope.getState($commandTarget)
      expect(target?.kind === 'songs' && target.songs.map((song) => song.id)).toEqual(['s3'])
    })
  })

  it('selects with click, shift-click (range) and ctrl-click (toggle), shows the count and sets the command target', async () => {
    const { table, user, scope } = await renderTable()
    await user.click(row(table, 'Midnight Walk'))
    expect(row(table, 'Midnight Walk')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    await user.keyboard('{Shift>}')
    await user.click(row(table, 'Smoke Rings'))
    await user.keyboard('{/Shift}')
    expect(screen.getByText('3 selected')).toBeInTheDocument()
    expect(row(table, 'Café Électrique')).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Control>}')
    await user.click(row(table, 'Café Électrique'))
    await user.click(row(table, 'Analog Dreams'))
    await user.keyboard('{/Control}')
    expect(row(table, 'Café Électrique')).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByText('3 selected')).toBeInTheDocument()
    const target = scope.getState($commandTarget)
    expect(target?.kind === 'songs' && target.songs.map((song) => song.id)).toEqual(['s1', 's3', 's4'])
  })

  it('moves and extends the selection by keyboard, Mod+A selects all, Enter plays from the focused row', async () => {
    const { table, user, played } = await renderTable()
    await user.click(row(table, 'Midnight Walk'))
    await user.keyboard('{ArrowDown}')
    expect(row(table, 'Café Électrique')).toHaveAttribute('aria-selected', 'true')
    expect(row(table, 'Midnight Walk')).toHaveAttribute('aria-selected', 'false')
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}')
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    fireEvent.keyDown(row(table, 'Smoke Rings'), { key: 'a', ctrlKey: true })
    expect(screen.getByText('4 selected')).toBeInTheDocument()
    fireEvent.keyDown(row(table, 'Smoke Rings'), { key: 'Enter' })
    expect(played).toHaveLength(1)
    expect(played[0]!.index).toBe(2)
    expect(played[0]!.songs.map((song) => song.id)).toEqual(['s1', 's2', 's3', 's4'])
  })

  it('runs the table keys from the keymap: Enter and Ctrl+A remapped, the old keys do nothing', async () => {
    const { table, user, played, scope } = await renderTable()
    await allSettled(keybindingChanged, { scope, params: { id: 'library.playFromRow', binding: 'P' } })
    await allSettled(keybindingChanged, { scope, params: { id: 'library.selectAllRows', binding: 'Shift+A' } })
    await user.click(row(table, 'Café Électrique'))
    await user.keyboard('{Control>}a{/Control}{Enter}')
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    expect(played).toEqual([])
    await user.keyboard('{Shift>}A{/Shift}')
    expect(screen.getByText('4 selected')).toBeInTheDocument()
    await user.click(row(table, 'Smoke Rings'))
    await user.keyboard('p')
    expect(played.map((request) => request.index)).toEqual([2])
  })

  it('plays the sorted list from a double-clicked row', async () => {
    const { table, user, played } = await renderTable()
    await user.click(within(within(table).getByRole('columnheader', { name: /Title/ })).getByRole('button'))
    await user.dblClick(row(table, 'Midnight Walk'))
    expect(played.at(-1)?.index).toBe(2)
    expect(played.at(-1)?.songs[0]?.id).toBe('s4')
  })

  it('a double-click on a link inside a row is the link’s (it leaves for the artist), not a play of the row', async () => {
    const { table, user, played } = await renderTable([{ ...SONGS[0]!, artistId: 'ar1' }, SONGS[1]!])
    await user.dblClick(within(row(table, 'Midnight Walk')).getByRole('link', { name: 'Miles Quartet' }))
    expect(played).toEqual([])
    await user.dblClick(within(row(table, 'Midnight Walk')).getByText('Midnight Walk'))
    expect(played.map((request) => request.index)).toEqual([0])
  })

  it('hides and shows columns from the Columns menu and remembers the choice for the screen', async () => {
    const { table, user, scope } = await renderTable()
    expect(within(table).getByRole('columnheader', { name: 'Album' })).toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: 'Genres' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const album = await screen.findByRole('menuitemcheckbox', { name: 'Album' })
    expect(album).toHaveAttribute('aria-checked', 'true')
    await user.click(album)
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Genres' }))
    await user.keyboard('{Escape}')
    expect(within(table).queryByRole('columnheader', { name: 'Album' })).toBeNull()
    expect(within(table).getByRole('columnheader', { name: 'Genres' })).toBeInTheDocument()
    expect(scope.getState($tableSettings).columns.songs).toEqual(['title', 'artist', 'year', 'genres', 'duration', 'favorite', 'rating'])
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Title' })).toBeNull()
  })

  it('pages rows: rows per page, page x of y, first/previous/next/last', async () => {
    const many = Array.from({ length: 60 }, (_, index) => ({ id: `p${index}`, title: `Track ${String(index + 1).padStart(2, '0')}` }))
    const { table, user } = await renderTable(many, { paged: true, rowsPerPage: 25 })
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument()
    expect(within(pages).getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('25')
    expect(within(pages).getByRole('button', { name: 'First page' })).toBeDisabled()
    expect(titles(table)).toHaveLength(25)
    await user.click(within(pages).getByRole('button', { name: 'Next page' }))
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument()
    expect(titles(table)[0]).toBe('Track 26')
    await user.click(within(pages).getByRole('button', { name: 'Last page' }))
    expect(within(pages).getByText('Page 3 of 3')).toBeInTheDocument()
    expect(titles(table)).toEqual(Array.from({ length: 10 }, (_, index) => `Track ${51 + index}`))
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }))
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument()
    await user.click(within(pages).getByRole('button', { name: 'First page' }))
    expect(titles(table)[0]).toBe('Track 01')
  })
})
