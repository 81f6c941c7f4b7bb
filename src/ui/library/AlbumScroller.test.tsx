import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { AlbumScroller } from './AlbumScroller'

const albums = ['a', 'b', 'c'].map((id) => ({ id, name: `Album ${id}`, artist: 'Miles Quartet', artistId: 'ar-1', coverArt: id, year: 2001, genre: 'Jazz', songCount: 4 }))

/** jsdom lays nothing out: a row 300 px wide holding 900 px of cards, scrolled to `left`. */
function layOut(list: HTMLElement, left: number) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 })
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 900 })
  Object.defineProperty(list, 'scrollLeft', { configurable: true, value: left })
  fireEvent.scroll(list)
}

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

describe('AlbumScroller', () => {
  it('shows a scroll button on each side that has more cards, and scrolls most of a page', () => {
    const { scope } = forkWithShell()
    renderInScope(<AlbumScroller albums={albums} label="Explore" />, { scope })
    const list = screen.getByRole('list', { name: 'Explore' })
    expect(screen.queryByRole('button', { name: 'Scroll Explore on' })).toBeNull()
    const scrollBy = vi.fn<(options?: ScrollToOptions) => void>()
    list.scrollBy = scrollBy as unknown as HTMLElement['scrollBy']
    layOut(list, 0)
    expect(screen.queryByRole('button', { name: 'Scroll Explore back' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Explore on' }))
    expect(scrollBy).toHaveBeenCalledWith({ left: 240, behavior: 'smooth' })
    layOut(list, 600)
    expect(screen.queryByRole('button', { name: 'Scroll Explore on' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Explore back' }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' })
  })

  it('shows every album of a row longer than the window holds (those past its edge come right after the first render)', async () => {
    const many = Array.from({ length: 24 }, (_, index) => ({ ...albums[0]!, id: `m${index}`, name: `Album m${index}` }))
    const { scope } = forkWithShell()
    renderInScope(<AlbumScroller albums={many} label="Explore" />, { scope })
    const list = screen.getByRole('list', { name: 'Explore' })
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(24))
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(many.map((album) => `/library/albums/${album.id}`))
  })

  it('moves between cards with the arrow keys', () => {
    const { scope } = forkWithShell()
    renderInScope(<AlbumScroller albums={albums} label="Explore" />, { scope })
    const first = screen.getByRole('link', { name: /^Album a/ })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Album b/ }))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Album c/ }))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Album b/ }))
  })
})
