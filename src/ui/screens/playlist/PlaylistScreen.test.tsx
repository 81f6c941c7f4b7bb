import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled, createWatch } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { commandRequested } from '../../../commands/registry'
import { $songsToRemove, playlistSongsMoved, removeSongsConfirmed } from '../../../model/playlists/playlist-songs'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderRoute } from '../../../testing/render-route'
import { forkWithShell, signIn } from '../../../testing/scope'
import { settleWithFakeTimers } from '../../../testing/settle'
import { PlaylistScreen } from './PlaylistScreen'

const SONGS = [
  { id: 'a', title: 'Departure', artist: 'Miles Quartet', duration: 6 },
  { id: 'b', title: 'Sleeper Car', artist: 'Miles Quartet', duration: 8 },
  { id: 'c', title: 'Border Crossing', artist: 'Miles Quartet', duration: 7 },
  { id: 'd', title: 'Analog Dreams', artist: 'The Modular Collective', duration: 5 },
]
type Entry = (typeof SONGS)[number]

beforeEach(() => installLayoutStubs())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function renderPlaylist(entries: readonly Entry[] = SONGS) {
  const { urls } = stubFetch((url) =>
    url.pathname.endsWith('/getPlaylist')
      ? subsonicOk({ playlist: { id: 'p1', name: 'Road trip', songCount: entries.length, duration: 26, entry: entries } })
      : subsonicOk({}),
  )
  const { scope } = forkWithShell()
  await signIn(scope)
  const moves: unknown[] = []
  createWatch({ unit: playlistSongsMoved, scope, fn: (move) => moves.push(move) })
  renderRoute({ scope, path: '/library/playlists/:playlistId', at: '/library/playlists/p1', element: <PlaylistScreen /> })
  const table = await screen.findByRole('grid', { name: /Road trip/ })
  const updates = () => urls.filter((url) => url.pathname.endsWith('/updatePlaylist')).map((url) => url.searchParams)
  return { scope, table, moves, updates, user: userEvent.setup() }
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)
const titles = (table: HTMLElement) => rows(table).map((row) => row.getAttribute('aria-label')?.split(',')[0])
const row = (table: HTMLElement, title: string) => within(table).getByRole('row', { name: new RegExp(`^${title},`) })

/** What a browser hands the drag events: one object for the whole drag, as in a real drag. */
function dataTransfer() {
  const data = new Map<string, string>()
  return {
    types: [] as string[],
    effectAllowed: 'all',
    dropEffect: 'none',
    setData(type: string, value: string) {
      data.set(type, value)
      this.types.push(type)
    },
    getData: (type: string) => data.get(type) ?? '',
  }
}

/** Rows are 40px high from the top of the page; `half` says which half of the row the pointer is over. */
function placeRows(table: HTMLElement) {
  rows(table).forEach((element, index) => {
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: index * 40, width: 600, height: 40 }))
  })
}
const pointer = (index: number, half: 'upper' | 'lower') => index * 40 + (half === 'upper' ? 10 : 30)

/** jsdom has no DragEvent, so the pointer's height is set on the event by hand. */
function drag(kind: 'dragOver' | 'drop', element: HTMLElement, transfer: object, clientY = 0): boolean {
  const event = createEvent[kind](element, { dataTransfer: transfer })
  Object.defineProperty(event, 'clientY', { value: clientY })
  return fireEvent(element, event)
}

describe('PlaylistScreen: reorder by drag and drop', () => {
  it('says how to reorder: drag, or the move commands\' shortcuts', async () => {
    await renderPlaylist()
    expect(screen.getByText('Drag rows, or press Ctrl+Shift+↑ / Ctrl+Shift+↓, to reorder.')).toBeVisible()
  })

  it('drops a row into the gap under the pointer, shows the indicator, moves it on screen and tells the server', async () => {
    const { table, moves, updates } = await renderPlaylist()
    placeRows(table)
    const transfer = dataTransfer()
    const grabbed = row(table, 'Analog Dreams')
    expect(grabbed).toHaveAttribute('draggable', 'true')
    fireEvent.dragStart(grabbed, { dataTransfer: transfer })
    expect(transfer.getData('text/plain')).toBe('Analog Dreams, The Modular Collective')
    expect(grabbed).toHaveAttribute('aria-selected', 'true')
    expect(grabbed).toHaveAttribute('data-dragging', 'true')

    drag('dragOver', row(table, 'Sleeper Car'), transfer, pointer(1, 'upper'))
    expect(row(table, 'Sleeper Car')).toHaveAttribute('data-drop', 'before')
    drag('dragOver', row(table, 'Sleeper Car'), transfer, pointer(1, 'lower'))
    expect(row(table, 'Sleeper Car')).not.toHaveAttribute('data-drop')
    expect(row(table, 'Border Crossing')).toHaveAttribute('data-drop', 'before')
    drag('drop', row(table, 'Sleeper Car'), transfer, pointer(1, 'lower'))

    // The playlist's songs model loads on the first move (issue 13), then moves once.
    await waitFor(() => expect(moves).toEqual([{ indexes: [3], before: 2 }]))
    await waitFor(() => expect(titles(table)).toEqual(['Departure', 'Sleeper Car', 'Analog Dreams', 'Border Crossing']))
    expect(screen.getByText('Moved to position 3.')).toHaveAttribute('aria-live', 'polite')
    expect(table.querySelector('[data-drop]')).toBeNull()
    expect(table.querySelector('[data-dragging]')).toBeNull()
    expect(row(table, 'Analog Dreams')).toHaveAttribute('aria-selected', 'true')
    expect(row(table, 'Analog Dreams')).toHaveAttribute('tabindex', '0')
    await waitFor(() => expect(updates()).toHaveLength(1))
    const [update] = updates()
    expect(update?.getAll('songIndexToRemove')).toEqual(['2', '3'])
    expect(update?.getAll('songIdToAdd')).toEqual(['d', 'c'])
  })

  it('drags the whole selection when a selected row is grabbed, and can drop below the last row', async () => {
    const { table, moves, user } = await renderPlaylist()
    placeRows(table)
    await user.click(row(table, 'Departure'))
    await user.keyboard('{Control>}')
    await user.click(row(table, 'Border Crossing'))
    await user.keyboard('{/Control}')
    const transfer = dataTransfer()
    fireEvent.dragStart(row(table, 'Border Crossing'), { dataTransfer: transfer })
    drag('dragOver', row(table, 'Analog Dreams'), transfer, pointer(3, 'lower'))
    expect(row(table, 'Analog Dreams')).toHaveAttribute('data-drop', 'after')
    drag('drop', row(table, 'Analog Dreams'), transfer, pointer(3, 'lower'))
    expect(moves).toEqual([{ indexes: [0, 2], before: 4 }])
    await waitFor(() => expect(titles(table)).toEqual(['Sleeper Car', 'Analog Dreams', 'Departure', 'Border Crossing']))
    expect(rows(table).filter((element) => element.getAttribute('aria-selected') === 'true').map((element) => element.getAttribute('aria-label')?.split(',')[0])).toEqual([
      'Departure',
      'Border Crossing',
    ])
  })

  it('ignores drags from elsewhere (files, text) and a drag that ends outside the table', async () => {
    const { table, moves } = await renderPlaylist()
    const foreign = { types: ['Files'], dropEffect: 'none', getData: () => '' }
    const over = drag('dragOver', row(table, 'Sleeper Car'), foreign)
    expect(over).toBe(true) // not cancelled: the browser refuses the drop
    drag('drop', row(table, 'Sleeper Car'), foreign)
    const transfer = dataTransfer()
    fireEvent.dragStart(row(table, 'Departure'), { dataTransfer: transfer })
    drag('dragOver', row(table, 'Sleeper Car'), transfer)
    fireEvent.dragEnd(row(table, 'Departure'), { dataTransfer: transfer })
    expect(table.querySelector('[data-drop]')).toBeNull()
    drag('drop', row(table, 'Sleeper Car'), transfer)
    expect(moves).toEqual([])
  })

  it('offers no drag while the table is sorted by a column, and keeps the keyboard', async () => {
    const { table, user } = await renderPlaylist()
    const header = within(table).getByRole('columnheader', { name: /Title/ })
    await user.click(within(header).getByRole('button'))
    expect(titles(table)).toEqual(['Analog Dreams', 'Border Crossing', 'Departure', 'Sleeper Car'])
    for (const element of rows(table)) expect(element).not.toHaveAttribute('draggable')
    await user.click(within(header).getByRole('button'))
    await user.click(within(header).getByRole('button'))
    expect(row(table, 'Departure')).toHaveAttribute('draggable', 'true')
    await user.click(row(table, 'Departure'))
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}')
    expect(rows(table).map((element) => element.getAttribute('aria-selected'))).toEqual(['true', 'true', 'false', 'false'])
    expect(document.activeElement).toBe(row(table, 'Sleeper Car'))
  })
})

describe('PlaylistScreen: the same song twice', () => {
  const twice = [SONGS[0], SONGS[1], SONGS[0], SONGS[2]] as Entry[]

  it('selects only the copy clicked, and removing it removes only its index', async () => {
    const { scope, table, user, updates } = await renderPlaylist(twice)
    const copies = within(table).getAllByRole('row', { name: /^Departure,/ })
    expect(copies).toHaveLength(2)
    await user.click(copies[1] as HTMLElement)
    expect(copies.map((element) => element.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    await act(() => allSettled(commandRequested, { scope, params: { id: 'playlists.removeSongs' } }))
    expect(scope.getState($songsToRemove)).toMatchObject({ playlistId: 'p1', indexes: [2] })
    // The success toast closes itself after 5 s, which allSettled waits for.
    await act(() => settleWithFakeTimers(() => allSettled(removeSongsConfirmed, { scope })))
    expect(updates().map((params) => params.getAll('songIndexToRemove'))).toEqual([['2']])
  })

  it('drags the second copy alone', async () => {
    const { table, moves } = await renderPlaylist(twice)
    const transfer = dataTransfer()
    const copies = within(table).getAllByRole('row', { name: /^Departure,/ })
    fireEvent.dragStart(copies[1] as HTMLElement, { dataTransfer: transfer })
    expect(copies.map((element) => element.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    drag('drop', copies[0] as HTMLElement, transfer)
    expect(moves).toEqual([{ indexes: [2], before: 0 }])
  })
})
