/** The attribute a control carries its tooltip's text in; the one SharedTooltip of the app shows it. */
export const TOOLTIP_ATTRIBUTE = 'data-tooltip'
/** The id of the shared tooltip element: the shown control is described by it (aria-describedby). */
export const TOOLTIP_ID = 'app-tooltip'
/** Tooltip delay 700 ms. */
export const TOOLTIP_DELAY = 700
/** A tooltip asked for within this time of another one's closing shows at once (Radix's skipDelayDuration). */
export const SKIP_DELAY = 300

/** Props that give a control its tooltip: `<IconButton {...tooltip(label)} />`. */
export function tooltip(text: string): { [TOOLTIP_ATTRIBUTE]: string } {
  return { [TOOLTIP_ATTRIBUTE]: text }
}

export interface ShownTooltip {
  readonly control: HTMLElement
  readonly text: string
  /** Shown after the hover delay (it then slides in), not at once (focus, or right after another). */
  readonly delayed: boolean
}

const controlOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>(`[${TOOLTIP_ATTRIBUTE}]`) : null

/**
 * One tooltip for every control with `data-tooltip`, behaving as Radix Tooltip did on each: the
 * pointer resting on a control shows it after 700 ms (at once right after another one closed),
 * keyboard focus shows it at once, and leaving, blurring, pressing, Escape or scrolling the
 * control's container hide it. While shown, the control is described by it. Returns the cleanup.
 */
export function watchTooltips(doc: Document, show: (shown: ShownTooltip | null) => void): () => void {
  const view = doc.defaultView ?? window
  let shown: ShownTooltip | null = null
  let hovered: HTMLElement | null = null
  // A press focuses its control without showing the tooltip (the pointer stays on it: no new pointerover).
  let pointerDown = false
  let openTimer = 0
  let skipUntil = 0
  let watcher: MutationObserver | null = null

  const describe = (control: HTMLElement, on: boolean) => {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== TOOLTIP_ID)
    if (on) ids.push(TOOLTIP_ID)
    if (ids.length) control.setAttribute('aria-describedby', ids.join(' '))
    else control.removeAttribute('aria-describedby')
  }
  const hide = () => {
    view.clearTimeout(openTimer)
    openTimer = 0
    if (!shown) return
    describe(shown.control, false)
    watcher?.disconnect()
    watcher = null
    shown = null
    skipUntil = Date.now() + SKIP_DELAY
    show(null)
  }
  const open = (control: HTMLElement, delayed: boolean) => {
    view.clearTimeout(openTimer)
    openTimer = 0
    const text = control.getAttribute(TOOLTIP_ATTRIBUTE)
    if (!text) return hide()
    if (shown && shown.control !== control) describe(shown.control, false)
    shown = { control, text, delayed: shown?.control === control ? shown.delayed : delayed }
    describe(control, true)
    watcher?.disconnect()
    // Its text follows the control's (a label that changes while shown); a control taken away takes it along.
    watcher = new MutationObserver(() => {
      if (!shown) return
      if (!shown.control.isConnected) return hide()
      const next = shown.control.getAttribute(TOOLTIP_ATTRIBUTE)
      if (!next) return hide()
      if (next !== shown.text) {
        shown = { ...shown, text: next }
        show(shown)
      }
    })
    watcher.observe(control, { attributeFilter: [TOOLTIP_ATTRIBUTE] })
    watcher.observe(doc.body, { childList: true, subtree: true })
    show(shown)
  }
  const enter = (control: HTMLElement) => {
    if (shown?.control === control) return
    if (shown || Date.now() < skipUntil) return open(control, false)
    view.clearTimeout(openTimer)
    openTimer = view.setTimeout(() => open(control, true), TOOLTIP_DELAY)
  }

  const onPointerOver = (event: PointerEvent) => {
    const control = controlOf(event.target)
    if (control === hovered) return
    if (hovered) onLeave(hovered)
    hovered = control
    if (control && event.pointerType !== 'touch') enter(control)
  }
  const onLeave = (control: HTMLElement) => {
    if (shown?.control === control || openTimer) hide()
  }
  const onPointerOut = (event: PointerEvent) => {
    if (!hovered) return
    const next = event.relatedTarget
    if (next instanceof Node && hovered.contains(next)) return
    const left = hovered
    hovered = null
    onLeave(left)
  }
  const onPointerDown = (event: PointerEvent) => {
    pointerDown = true
    if (controlOf(event.target)) hide()
  }
  const onPointerUp = () => {
    pointerDown = false
  }
  const onClick = (event: MouseEvent) => {
    const control = controlOf(event.target)
    if (control && (shown?.control === control || openTimer)) hide()
  }
  const onFocusIn = (event: FocusEvent) => {
    const control = controlOf(event.target)
    if (control && !pointerDown) open(control, false)
  }
  const onFocusOut = (event: FocusEvent) => {
    if (shown && shown.control === event.target) hide()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && shown) hide()
  }
  const onScroll = (event: Event) => {
    if (shown && event.target instanceof Node && event.target.contains(shown.control)) hide()
  }

  // All in the capture phase: on the document, and the scroll on the window.
  const listeners: readonly (readonly [EventTarget, string, (event: never) => void])[] = [
    [doc, 'pointerover', onPointerOver],
    [doc, 'pointerout', onPointerOut],
    [doc, 'pointerdown', onPointerDown],
    [doc, 'pointerup', onPointerUp],
    [doc, 'click', onClick],
    [doc, 'focusin', onFocusIn],
    [doc, 'focusout', onFocusOut],
    [doc, 'keydown', onKeyDown],
    [view, 'scroll', onScroll],
  ]
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener, true)
  return () => {
    hide()
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener, true)
  }
}
