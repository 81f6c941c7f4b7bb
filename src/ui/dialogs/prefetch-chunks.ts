/**
 * Fetches (and lets the browser compile) the chunks index.html lists, without evaluating them:
 * evaluated, a module stays in the JS heap for the page's life even when never used.
 * `tonearmIdleChunks` (scripts/vite/start-preload-plugin.ts: the palette's scripts and styles)
 * first, then `tonearmRouteChunks` (the list screens and an album's page). Route scripts are
 * module preloads, not mere HTTP-cache prefetches: a route's chunks import each other, and from
 * the cache each level of imports was still a round trip inside the click (Albums 167 → 105 ms,
 * an album 139 → 89 ms, heap +0.17 MiB). `ROUTE_LINKS_PER_TASK` links per task, a task between
 * (adding a module preload costs ≈ 1 ms of main thread). Once per page; nothing without the lists
 * (the dev server).
 */
let fetched = false

export const ROUTE_LINKS_PER_TASK = 8

type ChunkWindow = Window & { tonearmIdleChunks?: readonly string[]; tonearmRouteChunks?: readonly string[] }

export function prefetchIdleChunks(w: ChunkWindow = window): void {
  if (fetched || !w.tonearmIdleChunks) return
  fetched = true
  const add = (href: string, rel: string, as?: string) => {
    const link = w.document.createElement('link')
    link.rel = rel
    if (as) link.setAttribute('as', as)
    link.crossOrigin = ''
    link.href = href
    w.document.head.appendChild(link)
  }
  const preload = (href: string) => (href.endsWith('.css') ? add(href, 'preload', 'style') : add(href, 'modulepreload'))
  w.tonearmIdleChunks.forEach(preload)
  const routes = w.tonearmRouteChunks ?? []
  const batch = (from: number) => {
    // Route styles wait in the HTTP cache: a style preload unused for a while is a console warning.
    for (const href of routes.slice(from, from + ROUTE_LINKS_PER_TASK)) {
      if (href.endsWith('.css')) add(href, 'prefetch')
      else add(href, 'modulepreload')
    }
    if (from + ROUTE_LINKS_PER_TASK < routes.length) w.setTimeout(() => batch(from + ROUTE_LINKS_PER_TASK), 0)
  }
  if (routes.length > 0) w.setTimeout(() => batch(0), 0)
}
