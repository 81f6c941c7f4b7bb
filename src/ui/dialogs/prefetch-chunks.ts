/**
 * Fetches (and lets the browser compile) the chunks index.html lists, without evaluating them:
 * evaluated, a module stays in the JS heap for the page's life even when never used.
 * `tonearmIdleChunks` (scripts/vite/start-chunks-plugin.ts: the palette's scripts and styles)
 * first, then `tonearmRouteChunks` (the list screens and an album's page). Route scripts are
 * module preloads, not mere HTTP-cache prefetches: a route's chunks import each other, and from
 * the cache each level of imports was still a round trip inside the click (Albums 167 → 105 ms,
 * an album 139 → 89 ms, heap +0.17 MiB). `ROUTE_LINKS_PER_TASK` links per task, a task between
 * (adding a module preload costs ≈ 1 ms of main thread). Once per page; nothing without the lists
 * (the dev server).
 */
let fetched = false
let routesFetched = false

export const ROUTE_LINKS_PER_TASK = 8

type ChunkWindow = Window & { tonearmIdleChunks?: readonly string[]; tonearmRouteChunks?: readonly string[] }

function addLink(w: ChunkWindow, href: string, rel: string, as?: string): void {
  const link = w.document.createElement('link')
  link.rel = rel
  if (as) link.setAttribute('as', as)
  link.crossOrigin = ''
  link.href = href
  w.document.head.appendChild(link)
}

export function prefetchIdleChunks(w: ChunkWindow = window): void {
  if (fetched || !w.tonearmIdleChunks) return
  fetched = true
  for (const href of w.tonearmIdleChunks) {
    // Styles wait in the HTTP cache: a style preload unused for a few seconds is a console warning.
    if (href.endsWith('.css')) addLink(w, href, 'prefetch')
    else addLink(w, href, 'modulepreload')
  }
  preloadRouteChunks(w)
}

/**
 * The list screens' and an album's chunks (`tonearmRouteChunks`), a batch of links per task from
 * the next one on. At idle on Home; at once when the app starts on a library screen, whose code
 * the start's last steps evaluate (src/main.tsx). Once per page.
 */
export function preloadRouteChunks(w: ChunkWindow = window): void {
  const routes = w.tonearmRouteChunks ?? []
  if (routesFetched || routes.length === 0) return
  routesFetched = true
  const batch = (from: number) => {
    for (const href of routes.slice(from, from + ROUTE_LINKS_PER_TASK)) {
      if (href.endsWith('.css')) addLink(w, href, 'prefetch')
      else addLink(w, href, 'modulepreload')
    }
    if (from + ROUTE_LINKS_PER_TASK < routes.length) w.setTimeout(() => batch(from + ROUTE_LINKS_PER_TASK), 0)
  }
  w.setTimeout(() => batch(0), 0)
}
