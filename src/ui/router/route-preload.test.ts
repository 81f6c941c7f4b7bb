import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadRoute, routeCode, routesForPreload } from './route-preload'

describe('route code preloading', () => {
  it('fetches the code of the screens a path shows, nothing else; a failure is left to the navigation', async () => {
    const albums = vi.fn<() => Promise<void>>(() => Promise.resolve())
    const album = vi.fn<() => Promise<void>>(() => Promise.reject(new Error('offline')))
    const layout = vi.fn<() => Promise<void>>(() => Promise.resolve())
    routesForPreload([
      {
        path: '/',
        handle: { preload: layout },
        children: [
          { path: 'library/albums', handle: { preload: albums } },
          { path: 'library/albums/:albumId', handle: { preload: album } },
        ],
      },
    ])
    preloadRoute('/library/albums')
    expect(layout).toHaveBeenCalledTimes(1)
    expect(albums).toHaveBeenCalledTimes(1)
    expect(album).not.toHaveBeenCalled()
    preloadRoute('/library/albums/al-1')
    expect(album).toHaveBeenCalledTimes(1)
    preloadRoute('/nowhere/at/all')
    await Promise.resolve()
  })
})

describe('routeCode', () => {
  afterEach(() => routesForPreload([]))

  it("resolves once every screen the address shows has its code (the layout's and the page's), a failed one included", async () => {
    let layoutLoaded: () => void = () => {}
    const layout = vi.fn<() => Promise<void>>(() => new Promise<void>((resolve) => (layoutLoaded = resolve)))
    const albums = vi.fn<() => Promise<void>>(() => Promise.reject(new Error('chunk failed')))
    routesForPreload([{ path: '/', handle: { preload: layout }, children: [{ path: 'library/albums', handle: { preload: albums } }, { path: 'library/songs' }] }])
    let done = false
    const code = routeCode('/library/albums').then(() => (done = true))
    expect([layout, albums].map((preload) => preload.mock.calls.length)).toEqual([1, 1])
    await Promise.resolve()
    expect(done).toBe(false)
    layoutLoaded()
    await code
    expect(done).toBe(true)
  })
})
