import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { DEFAULT_ALBUM_FILTER } from './album-filters'
import { $albumList, ALBUM_PAGE_SIZE, albumFilterChanged, moreAlbumsRequested, moreAlbumsRetried } from './album-list'

function albums(from: number, count: number) {
  return Array.from({ length: count }, (_, index) => ({ id: `al-${from + index}`, name: `Album ${from + index}` }))
}

function page(list: unknown[], total?: number) {
  return jsonResponse(
    { 'subsonic-response': { status: 'ok', version: '1.16.1', albumList2: { album: list } } },
    total === undefined ? {} : { headers: { 'x-total-count': String(total) } },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('album list paging', () => {
  it('a later page that fails leaves the list partial, not complete; Retry asks for that page again', async () => {
    let failing = true
    const fetched = stubFetch((url) => {
      const offset = Number(url.searchParams.get('offset'))
      if (offset === 30 && failing) return jsonResponse({}, { status: 502 })
      return page(albums(offset, Math.min(ALBUM_PAGE_SIZE, 45 - offset)), 45)
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(albumFilterChanged, { scope, params: { ...DEFAULT_ALBUM_FILTER, filter: 'alphabeticalByName' } })
    await allSettled(moreAlbumsRequested, { scope })
    expect(scope.getState($albumList)).toMatchObject({ status: 'ready', complete: false, partial: true })
    expect(scope.getState($albumList).albums).toHaveLength(30)
    // Scrolling to the end again does not hammer the server; Retry does ask.
    await allSettled(moreAlbumsRequested, { scope })
    expect(fetched.urls).toHaveLength(2)
    failing = false
    await allSettled(moreAlbumsRetried, { scope })
    expect(scope.getState($albumList)).toMatchObject({ status: 'ready', complete: true, partial: false })
    expect(scope.getState($albumList).albums).toHaveLength(45)
  })

  it('loads pages of 30 until x-total-count is reached', async () => {
    const fetched = stubFetch((url) => {
      const offset = Number(url.searchParams.get('offset'))
      return page(albums(offset, Math.min(ALBUM_PAGE_SIZE, 45 - offset)), 45)
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(albumFilterChanged, { scope, params: { ...DEFAULT_ALBUM_FILTER, filter: 'alphabeticalByName' } })
    expect(scope.getState($albumList)).toMatchObject({ status: 'ready', total: 45, complete: false })
    expect(scope.getState($albumList).albums).toHaveLength(30)
    await allSettled(moreAlbumsRequested, { scope })
    expect(scope.getState($albumList)).toMatchObject({ complete: true })
    expect(scope.getState($albumList).albums).toHaveLength(45)
    await allSettled(moreAlbumsRequested, { scope })
    expect(fetched.urls.map((url) => url.searchParams.get('offset'))).toEqual(['0', '30'])
    expect(fetched.urls.every((url) => url.searchParams.get('type') === 'alphabeticalByName' && url.searchParams.get('size') === '30')).toBe(true)
  })

  it('without a total, stops at the first short page', async () => {
    const fetched = stubFetch((url) => {
      const offset = Number(url.searchParams.get('offset'))
      return page(albums(offset, offset === 0 ? 30 : 7))
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(albumFilterChanged, { scope, params: DEFAULT_ALBUM_FILTER })
    expect(scope.getState($albumList)).toMatchObject({ total: undefined, complete: false })
    await allSettled(moreAlbumsRequested, { scope })
    expect(scope.getState($albumList)).toMatchObject({ complete: true })
    expect(scope.getState($albumList).albums).toHaveLength(37)
    await allSettled(moreAlbumsRequested, { scope })
    expect(fetched.urls).toHaveLength(2)
  })

  it('a new filter starts over; the same filter again keeps what is loaded', async () => {
    const fetched = stubFetch((url) => page(url.searchParams.get('genre') === 'Jazz' ? albums(0, 2) : albums(100, 3)))
    const { scope } = forkWithShell()
    await signIn(scope)
    const jazz = { ...DEFAULT_ALBUM_FILTER, filter: 'byGenre' as const, genre: 'Jazz' }
    await allSettled(albumFilterChanged, { scope, params: jazz })
    expect(scope.getState($albumList).albums.map((album) => album.id)).toEqual(['al-0', 'al-1'])
    await allSettled(albumFilterChanged, { scope, params: { ...jazz, genre: 'Electronic' } })
    expect(scope.getState($albumList).albums.map((album) => album.id)).toEqual(['al-100', 'al-101', 'al-102'])
    await allSettled(albumFilterChanged, { scope, params: { ...jazz, genre: 'Electronic' } })
    expect(fetched.urls).toHaveLength(2)
  })
})
