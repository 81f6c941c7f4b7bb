/**
 * Fetches (and lets the browser compile) the chunks index.html lists in `tonearmIdleChunks`
 * (scripts/vite/start-preload-plugin.ts: the palette's scripts and styles), without evaluating them: evaluated, a
 * module stays in the JS heap for the page's life even when never used. The chunks of
 * `tonearmRouteChunks` (the list screens) only go into the HTTP cache (`rel=prefetch`). Once per
 * page; nothing without the lists (the dev server).
 */
let fetched = false

export function prefetchIdleChunks(w: Window & { tonearmIdleChunks?: readonly string[]; tonearmRouteChunks?: readonly string[] } = window): void {
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
  for (const href of w.tonearmIdleChunks) {
    if (href.endsWith('.css')) add(href, 'preload', 'style')
    else add(href, 'modulepreload')
  }
  for (const href of w.tonearmRouteChunks ?? []) add(href, 'prefetch')
}
