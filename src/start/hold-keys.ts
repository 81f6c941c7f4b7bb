/**
 * Keys before the app: index.html's first inline script (scripts/vite/start-frame-plugin.ts
 * inlines this function's source) holds every key pressed before the app listens, for
 * src/start/early-keys.ts to replay in order. Ctrl/⌘+K also opens the palette's search field at
 * once, before any module has run: a dialog with a real input the user types into; the app's
 * palette, opened by the replayed Ctrl/⌘+K, takes over its text and replaces it. Keys typed into
 * that field are its own (not held); Escape closes it and forgets the Ctrl/⌘+K.
 *
 * Inlined by its source text: self-contained (no imports, no outer names).
 */
export interface EarlyPaletteTexts {
  readonly title: string
  readonly placeholder: string
}

export interface PageHeldKeys {
  readonly events: KeyboardEvent[]
  readonly stop: () => void
  /** The early palette's field while it is open. */
  readonly field: () => HTMLInputElement | null
  /** Removes the early palette (the app's own is open, or the app started without it). */
  readonly closeField: () => void
}

interface HoldWindow {
  readonly document: Document
  readonly localStorage: Storage
  addEventListener: Window['addEventListener']
  removeEventListener: Window['removeEventListener']
  tonearmHeldKeys?: PageHeldKeys
}

export function holdKeys(w: HoldWindow, texts: Readonly<Record<string, EarlyPaletteTexts>>): void {
  const held: KeyboardEvent[] = []
  let dialog: HTMLElement | null = null
  let input: HTMLInputElement | null = null
  const isPalette = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k'
  const closeField = () => {
    if (dialog) dialog.remove()
    dialog = input = null
  }
  const open = () => {
    const body = w.document.body
    if (dialog || !body) return
    let language: string | undefined
    try {
      language = (JSON.parse(w.localStorage.getItem('language') || 'null') || {}).state?.langCode
    } catch {
      language = undefined
    }
    const text = texts[language || ''] || texts['en-US']
    if (!text) return
    dialog = w.document.createElement('div')
    dialog.className = 'early-palette'
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-label', text.title)
    input = dialog.appendChild(w.document.createElement('input'))
    input.type = 'text'
    input.autocomplete = 'off'
    input.spellcheck = false
    input.setAttribute('aria-label', text.title)
    input.placeholder = text.placeholder
    body.appendChild(dialog)
    input.focus()
  }
  const hold = (event: KeyboardEvent) => {
    if (input && event.target === input) {
      if (event.key === 'Escape') {
        event.preventDefault()
        closeField()
        for (let i = held.length - 1; i >= 0; i--) if (isPalette(held[i]!)) held.splice(i, 1)
      } else if (isPalette(event)) event.preventDefault()
      return
    }
    held.push(event)
    if (isPalette(event)) {
      event.preventDefault()
      open()
    }
  }
  w.addEventListener('keydown', hold, true)
  w.tonearmHeldKeys = {
    events: held,
    stop: () => w.removeEventListener('keydown', hold, true),
    field: () => input,
    closeField,
  }
}
