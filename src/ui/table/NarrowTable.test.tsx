import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VirtuosoMockContext } from 'react-virtuoso'
import { allSettled } from 'effector'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../model/library/song'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { ratingFilterChanged } from '../../model/library/rating-filter'
import { AlbumSongs } from '../screens/album/AlbumSongs'
import { DEFAULT_SONG_COLUMNS } from './song-columns'
import { SongTable } from './SongTable'

let width = 690
let resized: (() => void) | null = null
/**
 * Records the callback watching the table's frame (menus have observers of their own) and, as a
 * browser does once it has laid the element out, reports its first size after `observe`.
 */
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(element: Element) {
    if (!element.classList.contains('data-table-frame')) return
    resized = this.callback
    setTimeout(() => act(() => this.callback()), 0)
  }
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = function scrollIntoView() {}
  // The table frame's width; jsdom lays nothing out.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('data-table-frame') ? width : 0
  })
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const SONGS: Song[] = [{ id: 's1', title: 'Midnight Walk', artist: 'Miles Quartet', album: 'Blue Hours', duration: 5, year: 2001, starred: '2024-01-01T00:00:00Z' }]
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent)

describe('a narrow song table', () => {
  it('hides year and rating when the table is narrow (the Columns menu says they do not fit), shows them again when it widens; icon headers keep their names', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    renderInScope(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 800, itemHeight: 40 }}>
        <SongTable tableId="songs" label="Songs" songs={SONGS} defaultColumns={DEFAULT_SONG_COLUMNS.songs} paged={false} />
      </VirtuosoMockContext.Provider>,
      { scope },
    )
    const table = await screen.findByRole('grid', { name: 'Songs' })
    await waitFor(() => expect(headers(table)).toEqual(['Title', 'Artist', 'Album', 'Duration', 'Favorite']))
    expect(within(table).getAllByRole('row')[1]?.querySelectorAll('td')).toHaveLength(5)
    const favorite = within(table).getByRole('columnheader', { name: 'Favorite' })
    expect(within(favorite).getByRole('button', { name: 'Favorite' })).toHaveAttribute('title', 'Favorite')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Columns' }))
    const year = await screen.findByRole('menuitemcheckbox', { name: /^Year/ })
    expect(year).toHaveTextContent("Year (doesn't fit)")
    expect(year).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('menuitemcheckbox', { name: 'Album' })).toHaveAttribute('aria-checked', 'true')
    width = 1000
    act(() => resized?.())
    expect(screen.getByRole('menuitemcheckbox', { name: /^Year/ })).toHaveTextContent(/^Year$/)
    expect(headers(table)).toEqual(['Title', 'Artist', 'Album', 'Year', 'Duration', 'Favorite', 'Rating'])
    expect(within(table).getAllByRole('row')[1]?.querySelectorAll('td')).toHaveLength(7)
  })

  it('keeps the Rating column while the songs are filtered by rating, and lets it go again at Any rating', async () => {
    width = 560
    const { scope } = forkWithShell()
    await signIn(scope)
    const rated = SONGS.map((song) => ({ ...song, userRating: 4 }))
    renderInScope(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 800, itemHeight: 40 }}>
        <AlbumSongs songs={rated} label="Blue Hours" />
      </VirtuosoMockContext.Provider>,
      { scope },
    )
    const table = await screen.findByRole('grid', { name: 'Blue Hours' })
    await waitFor(() => expect(headers(table)).toEqual(['#', 'Title', 'Artist', 'Duration', 'Favorite']))
    await act(() => allSettled(ratingFilterChanged, { scope, params: { list: 'album', minimum: 3 } }))
    await waitFor(() => expect(headers(table)).toContain('Rating'))
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('★★★★')
    await act(() => allSettled(ratingFilterChanged, { scope, params: { list: 'album', minimum: 0 } }))
    await waitFor(() => expect(headers(table)).not.toContain('Rating'))
  })
})
