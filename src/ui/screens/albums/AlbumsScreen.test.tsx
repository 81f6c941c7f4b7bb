import { act, screen, waitFor, within } from '@testing-library/react'
import { allSettled } from 'effector'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderRoute } from '../../../testing/render-route'
import { forkWithShell, signIn } from '../../../testing/scope'
import { $albumList, moreAlbumsRequested } from '../../../model/library/album-list'
import { AlbumsScreen } from './AlbumsScreen'

const JAZZ = [
  { id: 'al-1', name: 'Blue Hours', artist: 'Miles Quartet', artistId: 'ar-1', year: 2001, genre: 'Jazz', songCount: 4 },
  { id: 'al-2', name: 'Night Train Sessions', artist: 'Miles Quartet', artistId: 'ar-1', year: 2001, genre: 'Jazz', songCount: 6 },
]
const ELECTRONIC = [{ id: 'al-3', name: 'Voltage Garden', artist: 'The Modular Collective', artistId: 'ar-3', year: 2019, genre: 'Electronic', songCount: 4 }]

function Location() {
  const location = useLocation()
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>
}

beforeEach(() => installLayoutStubs())
afterEach(() => {
  vi.unstubAllGlobals()
})

async function renderAt(path: string, options: { genresDelay?: Promise<void> } = {}) {
  const fetched = stubFetch(async (url) => {
    const method = url.pathname.split('/').pop()
    if (method === 'getGenres') {
      await options.genresDelay
      return subsonicOk({ genres: { genre: [{ value: 'Jazz', albumCount: 2 }, { value: 'Electronic', albumCount: 4 }] } })
    }
    if (method === 'search3') return subsonicOk({ searchResult3: { album: url.searchParams.get('query') === 'voltage' ? ELECTRONIC : [] } })
    const genre = url.searchParams.get('genre')
    const albums = url.searchParams.get('type') === 'byGenre' ? (genre === 'Jazz' ? JAZZ : genre === 'Electronic' ? ELECTRONIC : []) : [...JAZZ, ...ELECTRONIC]
    return subsonicOk({ albumList2: { album: albums } })
  })
  const { scope } = forkWithShell()
  await signIn(scope)
  renderRoute({ scope, path: '/library/albums', at: path, element: <AlbumsScreen />, beside: <Location /> })
  return { fetched, user: userEvent.setup(), address: () => screen.getByRole('status', { name: 'address' }).textContent }
}

const requests = (fetched: { urls: URL[] }, method: string) => fetched.urls.filter((url) => url.pathname.endsWith(`/${method}`))

describe('AlbumsScreen', () => {
  it('shows the albums of the genre the address names, asking for a page of 30', async () => {
    const { fetched } = await renderAt('/library/albums?filter=byGenre&genre=Jazz')
    const grid = await screen.findByRole('region', { name: 'Albums' })
    await within(grid).findByRole('link', { name: /^Blue Hours Miles Quartet/ })
    expect(within(grid).getByRole('link', { name: /^Night Train Sessions Miles Quartet/ })).toBeInTheDocument()
    expect(within(grid).queryByRole('link', { name: /Voltage Garden/ })).toBeNull()
    const [request] = requests(fetched, 'getAlbumList2')
    expect(Object.fromEntries(request!.searchParams)).toMatchObject({ type: 'byGenre', genre: 'Jazz', size: '30', offset: '0' })
    expect(screen.getByText('Genre: Jazz', { selector: 'p' })).toBeInTheDocument()
  })

  it('reads the release year order from the address (newest: from this year down)', async () => {
    const { fetched } = await renderAt('/library/albums?filter=byYear&yearFilter=newest')
    await screen.findByRole('link', { name: /^Voltage Garden The Modular Collective/ })
    const [request] = requests(fetched, 'getAlbumList2')
    expect(request!.searchParams.get('type')).toBe('byYear')
    expect(Number(request!.searchParams.get('fromYear'))).toBeGreaterThan(Number(request!.searchParams.get('toYear')))
  })

  it('searches albums from the search box: the address becomes filter=search&query', async () => {
    const { user, address, fetched } = await renderAt('/library/albums')
    await screen.findByRole('link', { name: /^Blue Hours Miles Quartet/ })
    await user.type(screen.getByRole('searchbox', { name: 'Search albums' }), 'voltage')
    await waitFor(() => expect(address()).toBe('/library/albums?filter=search&query=voltage'), { timeout: 5000 })
    await screen.findByRole('link', { name: /^Voltage Garden The Modular Collective/ }, { timeout: 5000 })
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Blue Hours Miles Quartet/ })).toBeNull(), { timeout: 5000 })
    const [search] = requests(fetched, 'search3')
    expect(Object.fromEntries(search!.searchParams)).toMatchObject({ query: 'voltage', albumCount: '30', albumOffset: '0' })
  })

  it('suggests another filter when nothing matches', async () => {
    const { user, address } = await renderAt('/library/albums?filter=search&query=nothing')
    expect(await screen.findByText('No albums here.')).toBeInTheDocument()
    expect(screen.getByText('Try another filter, genre or search.')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search albums' })).toHaveValue('nothing')
    await user.click(screen.getByRole('button', { name: 'Show recently added albums' }))
    await waitFor(() => expect(address()).toBe('/library/albums?filter=newest'))
    await screen.findByRole('link', { name: /^Blue Hours Miles Quartet/ })
  })
})

describe('GenrePicker', () => {
  it('asks for the genres with the page by genre (the picker shows them), filters them as you type, says when none match, and picks one into the address', async () => {
    let release = () => {}
    const genresDelay = new Promise<void>((resolve) => {
      release = resolve
    })
    const { user, address, fetched } = await renderAt('/library/albums?filter=byGenre', { genresDelay })
    expect(await screen.findByText('Pick a genre to see its albums.')).toBeInTheDocument()
    expect(requests(fetched, 'getAlbumList2')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Genre: none' }))
    expect(await screen.findByText('Loading genres…')).toBeInTheDocument()
    release()
    const list = await screen.findByRole('listbox')
    await within(list).findByRole('option', { name: /Electronic/ })
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Electronic4 albums', 'Jazz2 albums'])
    const input = screen.getByRole('combobox', { name: 'Genres' })
    await user.type(input, 'qqq')
    expect(await screen.findByText('No genre found.')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, 'elec')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(address()).toBe('/library/albums?filter=byGenre&genre=Electronic'))
    await screen.findByRole('link', { name: /^Voltage Garden The Modular Collective/ })
    expect(requests(fetched, 'getGenres')).toHaveLength(1)
  })

  it('says "Some items could not be loaded" when a later page fails, and Retry loads the rest', async () => {
    let failing = true
    const many = Array.from({ length: 45 }, (_, index) => ({ id: `al-${index}`, name: `Album ${index}`, artist: 'A', artistId: 'ar', songCount: 1 }))
    stubFetch((url) => {
      const offset = Number(url.searchParams.get('offset'))
      if (offset === 30 && failing) return new Response('Bad gateway', { status: 502 })
      return subsonicOk({ albumList2: { album: many.slice(offset, offset + 30) } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    renderRoute({ scope, path: '/library/albums', at: '/library/albums?filter=alphabeticalByName', element: <AlbumsScreen /> })
    await screen.findByRole('link', { name: /^Album 0/ })
    await act(() => allSettled(moreAlbumsRequested, { scope }))
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('Some items could not be loaded')
    failing = false
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(scope.getState($albumList).albums).toHaveLength(45))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
