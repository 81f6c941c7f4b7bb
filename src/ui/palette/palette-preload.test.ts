import { afterEach, describe, expect, it, vi } from 'vitest'
import { routesForPreload } from '../router/route-preload'
import { preloadHighlighted } from './palette-preload'

describe('the highlighted palette item', () => {
  afterEach(() => routesForPreload([]))

  it("fetches the code of the page a Go to command, a recent one, an artist or Search would open; nothing for other items", () => {
    const preloads = { albums: vi.fn<() => Promise<void>>(() => Promise.resolve()), artist: vi.fn<() => Promise<void>>(() => Promise.resolve()), search: vi.fn<() => Promise<void>>(() => Promise.resolve()) }
    routesForPreload([
      {
        path: '/',
        children: [
          { path: 'library/albums', handle: { preload: preloads.albums } },
          { path: 'library/artists/:artistId', handle: { preload: preloads.artist } },
          { path: 'search', handle: { preload: preloads.search } },
        ],
      },
    ])
    preloadHighlighted('Go to Albums pages.albums')
    preloadHighlighted('recent:pages.albums')
    expect(preloads.albums).toHaveBeenCalledTimes(2)
    preloadHighlighted('artist:ar-1')
    expect(preloads.artist).toHaveBeenCalledTimes(1)
    preloadHighlighted('search:all')
    expect(preloads.search).toHaveBeenCalledTimes(1)
    preloadHighlighted('Toggle sidebar view.toggleSidebar')
    preloadHighlighted('theme:dracula')
    preloadHighlighted('album:al-1')
    expect([preloads.albums, preloads.artist, preloads.search].map((preload) => preload.mock.calls.length)).toEqual([2, 1, 1])
  })
})
