import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { $homeSections, homeOpened, homeStartLoadRequested } from './home-sections'

afterEach(() => {
  vi.unstubAllGlobals()
})

function albumList(type: string) {
  return jsonResponse({ 'subsonic-response': { status: 'ok', version: '1.16.1', albumList2: { album: [{ id: `al-${type}`, name: `Album ${type}`, artist: 'Nina' }] } } })
}

describe('Home rows', () => {
  it('a visit loads the four rows, 16 albums each at most', async () => {
    const fetched = stubFetch((url) => albumList(url.searchParams.get('type') ?? ''))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(homeOpened, { scope })
    expect(fetched.urls.map((url) => url.searchParams.get('type')).sort()).toEqual(['frequent', 'newest', 'random', 'recent'])
    expect(fetched.urls.every((url) => url.searchParams.get('size') === '16')).toBe(true)
    expect(scope.getState($homeSections).recentlyAdded).toMatchObject({ status: 'ready', albums: [{ id: 'al-newest', name: 'Album newest' }] })
  })

  it('a visit without a configured server asks nothing and leaves the rows loading', async () => {
    const fetched = stubFetch((url) => albumList(url.searchParams.get('type') ?? ''))
    const { scope } = forkWithShell()
    await allSettled(homeOpened, { scope })
    expect(fetched.urls).toEqual([])
    expect(scope.getState($homeSections).explore).toEqual({ status: 'loading', albums: [] })
  })
})

describe('Home rows requested at start-up', () => {
  it('the route visit that follows keeps the start-up rows instead of asking again; a later visit asks again', async () => {
    const fetched = stubFetch((url) => albumList(url.searchParams.get('type') ?? ''))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(homeStartLoadRequested, { scope })
    expect(fetched.urls).toHaveLength(4)
    expect(scope.getState($homeSections).mostPlayed).toMatchObject({ status: 'ready', albums: [{ id: 'al-frequent' }] })
    await allSettled(homeOpened, { scope })
    expect(fetched.urls).toHaveLength(4)
    await allSettled(homeOpened, { scope })
    expect(fetched.urls).toHaveLength(8)
  })

  it('a failed start-up row makes the route visit ask again', async () => {
    let calls = 0
    const fetched = stubFetch((url) => (calls++ === 0 ? new Response('down', { status: 503 }) : albumList(url.searchParams.get('type') ?? '')))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(homeStartLoadRequested, { scope })
    await allSettled(homeOpened, { scope })
    expect(fetched.urls).toHaveLength(8)
    expect(Object.values(scope.getState($homeSections)).every((section) => section.status === 'ready')).toBe(true)
  })

  it('without a configured server nothing is asked, and the route visit after signing in loads', async () => {
    const fetched = stubFetch((url) => albumList(url.searchParams.get('type') ?? ''))
    const { scope } = forkWithShell()
    await allSettled(homeStartLoadRequested, { scope })
    expect(fetched.urls).toEqual([])
    await signIn(scope)
    await allSettled(homeOpened, { scope })
    expect(fetched.urls).toHaveLength(4)
  })
})
