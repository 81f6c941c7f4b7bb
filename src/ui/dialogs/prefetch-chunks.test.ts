import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type IdleWindow = Window & { tonearmIdleChunks?: readonly string[]; tonearmRouteChunks?: readonly string[] }

/** A fresh module each test: it fetches once per page (a module-level flag). */
let prefetchIdleChunks: (typeof import('./prefetch-chunks'))['prefetchIdleChunks']
let ROUTE_LINKS_PER_TASK: number
beforeEach(async () => {
  vi.resetModules()
  ;({ prefetchIdleChunks, ROUTE_LINKS_PER_TASK } = await import('./prefetch-chunks'))
})

afterEach(() => {
  document.head.innerHTML = ''
  delete (window as IdleWindow).tonearmIdleChunks
  delete (window as IdleWindow).tonearmRouteChunks
})

describe('prefetchIdleChunks', () => {
  it("fetches index.html's idle chunks as module preloads (styles into the HTTP cache: a style preload the palette does not use within seconds is a console warning) without importing them, once per page", () => {
    ;(window as IdleWindow).tonearmIdleChunks = ['/assets/CommandPalette-a.js', '/assets/palette-b.js', '/assets/CommandPalette-c.css']
    prefetchIdleChunks()
    prefetchIdleChunks()
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.getAttribute('as')])
    expect(links).toEqual([
      ['modulepreload', '/assets/CommandPalette-a.js', null],
      ['modulepreload', '/assets/palette-b.js', null],
      ['prefetch', '/assets/CommandPalette-c.css', null],
    ])
  })

  it("module-preloads the route chunks after the palette's, a few links per task, their styles into the HTTP cache", () => {
    vi.useFakeTimers()
    try {
      const routeScripts = Array.from({ length: ROUTE_LINKS_PER_TASK + 1 }, (_, index) => `/assets/route-${index}.js`)
      ;(window as IdleWindow).tonearmIdleChunks = ['/assets/CommandPalette-a.js']
      ;(window as IdleWindow).tonearmRouteChunks = [...routeScripts, '/assets/AlbumsScreen-e.css']
      prefetchIdleChunks()
      const links = () => [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')])
      expect(links()).toEqual([['modulepreload', '/assets/CommandPalette-a.js']])
      vi.advanceTimersToNextTimer()
      expect(links()).toHaveLength(1 + ROUTE_LINKS_PER_TASK)
      vi.runAllTimers()
      expect(links()).toEqual([
        ['modulepreload', '/assets/CommandPalette-a.js'],
        ...routeScripts.map((href) => ['modulepreload', href]),
        ['prefetch', '/assets/AlbumsScreen-e.css'],
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('does nothing without the list (the dev server)', () => {
    prefetchIdleChunks()
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
  })
})
