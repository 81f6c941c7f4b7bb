import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { VirtuosoMockContext } from 'react-virtuoso'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../model/library/song'
import { inAlbumOrder, ratingFilterChanged, withMinimumRating } from '../../model/library/rating-filter'
import { signedInTo } from '../../testing/album-rating-scope'
import { installLayoutStubs } from '../../testing/dom'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { renderInScope } from '../../testing/render'
import { renderRoute } from '../../testing/render-route'
import { AlbumSongs } from '../screens/album/AlbumSongs'
import { AlbumsScreen } from '../screens/albums/AlbumsScreen'
import { RatingFilter } from './RatingFilter'

const SONGS: Song[] = [
  { id: 's1', title: 'Midnight Walk', userRating: 2, track: 1 },
  { id: 's2', title: 'Smoke Rings', track: 2 },
  { id: 's3', title: 'Analog Dreams', userRating: 5, track: 3 },
  { id: 's4', title: 'Blue Hour', userRating: 3, track: 4 },
]

const ALBUMS = [
  { id: 'al-1', name: 'Blue Hours', artist: 'Miles Quartet', userRating: 3 },
  { id: 'al-2', name: 'Night Train Sessions', artist: 'Miles Quartet' },
  { id: 'al-3', name: 'Voltage Garden', artist: 'The Modular Collective', userRating: 5 },
]

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

async function choose(user: ReturnType<typeof userEvent.setup>, control: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: control }))
  await user.click(await screen.findByRole('menuitemradio', { name: option }))
}

describe('rating ≥ N on loaded lists', () => {
  it('keeps the rows rated N stars or more, and every row again at Any; albums by rating keep ties as listed', () => {
    expect(withMinimumRating(SONGS, 3).map((song) => song.id)).toEqual(['s3', 's4'])
    expect(withMinimumRating(SONGS, 0)).toBe(SONGS)
    expect(inAlbumOrder(ALBUMS, 'rating').map((album) => album.id)).toEqual(['al-3', 'al-1', 'al-2'])
    expect(inAlbumOrder([...ALBUMS, { id: 'al-4', name: 'x', artist: 'y', userRating: 3 }], 'rating').map((album) => album.id)).toEqual(['al-3', 'al-1', 'al-4', 'al-2'])
  })

  it("filters an album's songs from the toolbar and announces how many of them are shown", async () => {
    const scope = await signedInTo('supysonic')
    renderInScope(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 40 }}>
        <AlbumSongs songs={SONGS} label="Blue Train" />
      </VirtuosoMockContext.Provider>,
      { scope },
    )
    const user = userEvent.setup()
    const table = await screen.findByRole('grid', { name: 'Blue Train' })
    expect(within(table).getAllByRole('row')).toHaveLength(5)
    await choose(user, /^Filter by rating$/, '3 stars or more')
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-label'))).toEqual(['Analog Dreams', 'Blue Hour']))
    expect(screen.getByText('3 stars or more · 2 of 4 songs')).toHaveAttribute('aria-live', 'polite')
    await choose(user, /^Filter by rating$/, 'Any rating')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5))
  }, 30_000)

  it('says when only the loaded part of a list is filtered (the Songs list still streaming in)', async () => {
    const scope = await signedInTo('supysonic')
    await allSettled(ratingFilterChanged, { scope, params: { list: 'songs', minimum: 4 } })
    renderInScope(<RatingFilter list="songs" shown={12} total={500} noun="songs" loadedOnly />, { scope })
    expect(screen.getByText('4 stars or more · 12 of 500 songs · Only what is loaded so far is filtered')).toBeInTheDocument()
  })
})

async function renderAlbums(serverType: string) {
  stubFetch(() => subsonicOk({ albumList2: { album: ALBUMS } }))
  const scope = await signedInTo(serverType)
  renderRoute({ scope, path: '/library/albums', at: '/library/albums', element: <AlbumsScreen /> })
  await screen.findByRole('link', { name: /^Blue Hours/ })
  const names = () => screen.getAllByRole('link', { name: /Miles Quartet|Modular/ }).map((card) => card.textContent?.split('Miles')[0]?.split('The Modular')[0])
  return { user: userEvent.setup(), names }
}

describe('the Albums grid by rating', () => {
  it('on Navidrome: ordered by rating and filtered to N stars or more, among the loaded albums', async () => {
    const { user, names } = await renderAlbums('navidrome')
    expect(names()).toEqual(['Blue Hours', 'Night Train Sessions', 'Voltage Garden'])
    await choose(user, /^Order albums$/, 'By rating')
    await waitFor(() => expect(names()).toEqual(['Voltage Garden', 'Blue Hours', 'Night Train Sessions']))
    await choose(user, /^Filter by rating$/, '4 stars or more')
    await waitFor(() => expect(names()).toEqual(['Voltage Garden']))
    expect(screen.getByText('4 stars or more · 1 of 3 albums')).toBeInTheDocument()
  })

  it('on Supysonic (no album ratings): neither control is there', async () => {
    await renderAlbums('supysonic')
    expect(screen.queryByRole('button', { name: /Filter by rating/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Order albums/ })).toBeNull()
  })
})

describe('the Albums grid filtered by rating, paged', () => {
  // 600 albums, one in 40 rated 5 stars: a narrow filter matches 3 of the first 90.
  const LIBRARY = Array.from({ length: 600 }, (_, index) => ({ id: `al-${index}`, name: `Album ${index}`, artist: 'Miles Quartet', ...(index % 40 === 0 ? { userRating: 5 } : {}) }))

  it('loads at most 3 pages by itself to fill the grid, then waits for "Load more albums" (3 pages more); another filter starts afresh', async () => {
    // While `held`, pages wait for its release (the moment the button is busy).
    let held: Promise<void> | null = null
    const fetched = stubFetch(async (url) => {
      await held
      const offset = Number(url.searchParams.get('offset'))
      return subsonicOk({ albumList2: { album: LIBRARY.slice(offset, offset + Number(url.searchParams.get('size'))) } })
    })
    const pages = () => fetched.urls.filter((url) => url.pathname.endsWith('/getAlbumList2')).length
    const scope = await signedInTo('navidrome')
    await allSettled(ratingFilterChanged, { scope, params: { list: 'albums', minimum: 5 } })
    // The first page answers once the screen is there (its round starts from an empty grid).
    let first = () => {}
    held = new Promise<void>((resolve) => (first = resolve))
    renderRoute({ scope, path: '/library/albums', at: '/library/albums?filter=alphabeticalByName', element: <AlbumsScreen /> })
    await screen.findByRole('heading', { name: 'Albums', level: 1 })
    first()
    held = null
    const user = userEvent.setup()
    const loadMore = await screen.findByRole('button', { name: 'Load more albums' })
    const settled = async (text: string) => {
      await waitFor(() => expect(screen.getByText(text, { exact: false })).toBeInTheDocument())
      await waitFor(() => expect(loadMore).toHaveAttribute('aria-busy', 'false'))
    }
    await settled('5 stars or more · 3 of 90 albums')
    expect(pages()).toBe(3)
    // By keyboard: busy while the pages load, never disabled (Chromium takes the focus from a disabled button).
    let release = () => {}
    held = new Promise<void>((resolve) => (release = resolve))
    loadMore.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(loadMore).toHaveAttribute('aria-busy', 'true'))
    expect(loadMore).toBeEnabled()
    release()
    await settled('5 stars or more · 5 of 180 albums')
    expect(pages()).toBe(6)
    expect(loadMore).toHaveFocus()
    await choose(user, /^Filter by rating$/, '4 stars or more')
    await settled('4 stars or more · 7 of 270 albums')
    expect(pages()).toBe(9)
  })
})
