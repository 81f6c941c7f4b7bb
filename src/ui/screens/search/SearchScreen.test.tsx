import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicOk } from '../../../testing/fetch'
import { renderRoute } from '../../../testing/render-route'
import { forkWithShell, signIn } from '../../../testing/scope'
import { SearchScreen } from './SearchScreen'

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

describe('SearchScreen', () => {
  it('asks for pages of 20 and links "See all" to the full album and song lists for the query', async () => {
    const fetched = stubFetch(() =>
      subsonicOk({
        searchResult3: {
          album: [{ id: 'al-1', name: 'Blue Hours', artist: 'Miles Quartet', artistId: 'ar-1', songCount: 4 }],
          song: [{ id: 's-1', title: 'Blue in Green', album: 'Blue Hours', artist: 'Miles Quartet', duration: 300 }],
        },
      }),
    )
    const { scope } = forkWithShell()
    await signIn(scope)
    renderRoute({ scope, path: '/search', at: '/search?query=blue%20hours', element: <SearchScreen /> })
    const albums = await screen.findByRole('region', { name: 'Albums' })
    expect(within(albums).getByRole('link', { name: 'See all: Albums' }).getAttribute('href')).toBe('/library/albums?filter=search&query=blue+hours')
    const songs = screen.getByRole('region', { name: 'Songs' })
    expect(within(songs).getByRole('link', { name: 'See all: Songs' }).getAttribute('href')).toBe('/library/songs?filter=search&query=blue+hours')
    const search = fetched.urls.find((url) => url.pathname.endsWith('/search3'))
    expect([search?.searchParams.get('artistCount'), search?.searchParams.get('albumCount'), search?.searchParams.get('songCount')]).toEqual(['20', '20', '20'])
  })
})
