/**
 * Fetches (and lets the browser compile) the chunks index.html lists in `tonearmIdleChunks`
 * (scripts/vite/start-preload-plugin.ts: the palette's scripts and styles), without evaluating them: evaluated, a
 * module stays in the JS heap for the page's life even when never used. Once per page; nothing
 * without the list (the dev server).
 */
let fetched = false

export function prefetchIdleChunks(w: Window & { tonearmIdleChunks?: readonly string[] } = window): void {
  if (fetched || !w.tonearmIdleChunks) return
  fetched = true
  for (const href of w.tonearmIdleChunks) {
    const link = w.document.createElement('link')
    const style = href.endsWith('.css')
    link.rel = style ? 'preload' : 'modulepreload'
    if (style) link.setAttribute('as', 'style')
    link.crossOrigin = ''
    link.href = href
    w.document.head.appendChild(link)
  }
}
