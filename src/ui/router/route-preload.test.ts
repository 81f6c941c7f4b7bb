import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeCode, routesForPreload } from './route-preload'

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
