/** What index.html's first inline script holds: the keys pressed before any module ran. */
interface PageHeldKeys {
  readonly events: KeyboardEvent[]
  readonly stop: () => void
}

/** The same rule as index.html's inline script: Ctrl/⌘+K alone is kept from the browser. */
export function holdsDefault(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
}

/**
 * Keys pressed while the app is still starting (before React's keyboard listener is attached)
 * are held, then replayed in order once it listens: Ctrl+K at 300 ms opens the palette as soon as
 * the app can show it instead of being lost. index.html starts holding them before any script
 * loads (`window.tonearmHeldKeys`); this takes over from it. Ctrl/⌘+K is kept from the browser
 * (which would focus its own search field); every other key keeps its default.
 */
export function holdEarlyKeys(target: Window & { tonearmHeldKeys?: PageHeldKeys } = window): { readonly replay: () => void } {
  const held: KeyboardEvent[] = []
  const hold = (event: KeyboardEvent) => {
    held.push(event)
    if (holdsDefault(event)) event.preventDefault()
  }
  target.addEventListener('keydown', hold, true)
  const page = target.tonearmHeldKeys
  if (page) {
    page.stop()
    held.unshift(...page.events)
    delete target.tonearmHeldKeys
  }
  return {
    replay: () => {
      target.removeEventListener('keydown', hold, true)
      for (const event of held.splice(0)) {
        const { key, code, ctrlKey, altKey, shiftKey, metaKey, repeat } = event
        target.dispatchEvent(new KeyboardEvent('keydown', { key, code, ctrlKey, altKey, shiftKey, metaKey, repeat, bubbles: true, cancelable: true }))
      }
    },
  }
}
