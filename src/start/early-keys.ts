import type { PageHeldKeys } from './hold-keys'
import { holdKeys } from './hold-keys'

/** The same rule as index.html's inline script: Ctrl/⌘+K alone is kept from the browser. */
export function holdsDefault(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
}

/** How long the early palette waits for the app's own before it gives up and closes. */
const TAKE_OVER_MS = 5000

/**
 * Keys pressed while the app is still starting (before React's keyboard listener is attached)
 * are held, then replayed in order once it listens: Ctrl+K at 300 ms opens the palette as soon as
 * the app can show it instead of being lost. index.html holds them before any script loads
 * (src/start/hold-keys.ts, `window.tonearmHeldKeys`), and its early palette field takes typing
 * at once; this replays them, and the app's palette (opened by the replayed Ctrl/⌘+K) takes the
 * field's text over. Without the page's holder (a page without the inline script) it holds them
 * itself. Ctrl/⌘+K is kept from the browser (which would focus its own search field); every other
 * key keeps its default.
 */
export function holdEarlyKeys(target: Window & { tonearmHeldKeys?: PageHeldKeys } = window): { readonly replay: () => void; readonly holdsPalette: () => boolean } {
  // No texts: no early palette field, the keys alone are held.
  if (!target.tonearmHeldKeys) holdKeys(target, {})
  const page = target.tonearmHeldKeys!
  delete target.tonearmHeldKeys
  let replayed = false
  return {
    /** A Ctrl/⌘+K is waiting for the app (its palette's code can load before the app listens). */
    holdsPalette: () => !replayed && page.events.some(holdsDefault),
    replay: () => {
      if (replayed) return
      replayed = true
      page.stop()
      for (const event of page.events.splice(0)) {
        const { key, code, ctrlKey, altKey, shiftKey, metaKey, repeat } = event
        target.dispatchEvent(new KeyboardEvent('keydown', { key, code, ctrlKey, altKey, shiftKey, metaKey, repeat, bubbles: true, cancelable: true }))
      }
      const field = page.field()
      if (field) handOver(target.document, field, page.closeField)
    },
  }
}

/** The app's palette field, once it shows, gets the early field's text and focus; then the early one goes. */
function handOver(document: Document, field: HTMLInputElement, close: () => void): void {
  const take = () => {
    const palette = document.querySelector<HTMLInputElement>('[role="dialog"] [cmdk-input]')
    if (!palette) return false
    observer.disconnect()
    clearTimeout(timer)
    const { value, selectionStart, selectionEnd } = field
    const hadFocus = document.activeElement === field
    close()
    if (value) {
      // React's onChange listens to input events; its value tracker needs the native setter.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(palette, value)
      palette.dispatchEvent(new Event('input', { bubbles: true }))
    }
    if (hadFocus) {
      palette.focus()
      palette.setSelectionRange(selectionStart, selectionEnd)
    }
    return true
  }
  const observer = new MutationObserver(take)
  const timer = setTimeout(() => {
    observer.disconnect()
    close()
  }, TAKE_OVER_MS)
  if (!take()) observer.observe(document.body, { childList: true, subtree: true })
}
