import { describe, expect, it, vi } from 'vitest'
import { preloadRoute, routesForPreload } from './route-preload'

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
