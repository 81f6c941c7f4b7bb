/**
 * The layout frame index.html paints is live: its sidebar entries and Home's cards
 * (src/start/early-home.ts) are real links, and a plain click on one is acted on at once, before
 * any module of the app has run. index.html runs this function inline (scripts/vite/start-frame-plugin.ts
 * inlines its source): it must stay self-contained (no imports, no outer names).
 *
 * Before the router exists the click changes the address (`history.pushState`), and the router
 * starts from it; once it exists, src/main.tsx sets `tonearmNavigate` and the click goes through
 * it. Either way the frame shows where it goes at once: its main area emptied (the app fills it)
 * and the sidebar's current entry moved. A click with a modifier (a new tab, a new window) is
 * left to the browser. A click on the header's search field does what the app's does, opening the
 * palette: it is pressed as Ctrl+K, which src/start/hold-keys.ts answers with the palette's field
 * at once and holds for the app's palette.
 */
interface FrameWindow {
  readonly document: Document
  readonly history: { pushState: (data: unknown, unused: string, url: string) => void }
  readonly location: { readonly origin: string; readonly pathname: string; readonly search: string }
  readonly dispatchEvent: (event: Event) => boolean
  tonearmNavigate?: (path: string) => void
}

export function frameLinks(w: FrameWindow): void {
  const frame = w.document.querySelector('.start-frame')
  if (!frame) return
  frame.addEventListener('click', (event) => {
    const click = event as MouseEvent
    if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return
    const target = click.target as Element | null
    if (target && target.closest && target.closest('.sf-find')) {
      w.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true, cancelable: true }))
      return
    }
    const link = target && target.closest ? (target.closest('a[href]') as HTMLAnchorElement | null) : null
    if (!link || !frame.contains(link)) return
    const url = new URL(link.href, w.location.origin)
    if (url.origin !== w.location.origin) return
    click.preventDefault()
    const path = url.pathname + url.search
    // The page already shown (Home's entry on Home): nothing to do.
    if (path === w.location.pathname + w.location.search) return
    if (w.tonearmNavigate) w.tonearmNavigate(path)
    else w.history.pushState(null, '', path)
    const main = frame.querySelector('.sf-main')
    if (main) main.textContent = ''
    frame.querySelectorAll('.sf-current').forEach((current) => current.classList.remove('sf-current'))
    if (link.classList.contains('sf-link')) link.classList.add('sf-current')
  })
}
