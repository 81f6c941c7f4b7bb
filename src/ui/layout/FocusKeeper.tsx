import { useEffect } from 'react'

/** Layers that take focus for a while and give it back when they close. */
const LAYER = '[role="dialog"], [role="alertdialog"], [role="menu"], [data-radix-popper-content-wrapper]'

function isLost(element: Element | null): boolean {
  return element === null || element === document.body || element === document.documentElement || !element.isConnected
}

/** The newest open dialog (Radix dialogs are focusable themselves, tabIndex -1). */
function openDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')
  return dialogs[dialogs.length - 1] ?? null
}

/**
 * Focus is never lost to `<body>`. A dialog opened by a shortcut or the palette has no trigger to
 * give focus back to, one opened from another dialog remembers an element that is gone, and a
 * removed element takes focus with it: whenever focus falls to the body, it goes to the open
 * dialog, else to the last element focused outside any dialog or menu while it is still on the
 * page, else (a table row that was removed) to the row now in its place or the last one, else
 * to the main area.
 */
export function FocusKeeper() {
  useEffect(() => {
    let lastOutside: HTMLElement | null = null
    // The element focus went to last, wherever it is: when it leaves the page, focus goes with it.
    let lastFocused: Element | null = null
    // A table row's grid and position, to hand focus to its neighbour when the row goes away.
    let lastRow: { grid: string; index: string } | null = null
    let check = 0
    // A click on the page's background blurs on purpose: leave that alone.
    let pointerDown = false
    const onPointerDown = () => {
      pointerDown = true
    }
    const onPointerUp = () => {
      pointerDown = false
    }
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof Element) lastFocused = target
      if (!(target instanceof HTMLElement) || target === document.body || target.closest(LAYER)) return
      lastOutside = target
      const grid = target instanceof HTMLTableRowElement ? target.closest('[role="grid"]') : null
      const label = grid?.getAttribute('aria-label')
      lastRow = label && target.dataset.index !== undefined ? { grid: label, index: target.dataset.index } : null
    }
    const neighbourRow = (): HTMLElement | null => {
      // The same table, even if its screen drew it anew after the change.
      const grid = lastRow && document.querySelector(`[role="grid"][aria-label="${CSS.escape(lastRow.grid)}"]`)
      if (!lastRow || !grid) return null
      // aria-rowcount counts the header row too.
      const count = Number(grid.getAttribute('aria-rowcount')) - 1
      if (!(count > 0)) return null
      return grid.querySelector<HTMLElement>(`tr[data-index="${Math.min(Number(lastRow.index), count - 1)}"]`)
    }
    const main = () => document.getElementById('main')
    // A screen that reloads after the change draws its table anew: wait for it, on the main area.
    let waiting: MutationObserver | null = null
    const stopWaiting = () => {
      waiting?.disconnect()
      waiting = null
    }
    const awaitTable = () => {
      stopWaiting()
      const observer = new MutationObserver(() => {
        const active = document.activeElement
        if (active !== main() && active !== document.body) return stopWaiting()
        const row = neighbourRow()
        if (!row) return
        stopWaiting()
        row.focus({ preventScroll: true })
      })
      observer.observe(document.body, { childList: true, subtree: true })
      waiting = observer
      window.setTimeout(() => waiting === observer && stopWaiting(), 10_000)
    }
    const restore = () => {
      if (!isLost(document.activeElement)) return
      const target =
        openDialog() ??
        (lastOutside?.isConnected && !lastOutside.closest('[aria-hidden="true"], [inert]') ? lastOutside : null) ??
        neighbourRow()
      if (target) return target.focus({ preventScroll: true })
      const removedRow = lastRow
      main()?.focus({ preventScroll: true })
      lastRow = removedRow
      if (removedRow) awaitTable()
    }
    // Radix gives focus back a task after a dialog unmounts: look once it has had its turn.
    const restoreSoon = () => {
      window.clearTimeout(check)
      check = window.setTimeout(() => {
        check = window.setTimeout(restore, 0)
      }, 0)
    }
    const onFocusOut = () => {
      if (!pointerDown) restoreSoon()
    }
    // Chrome sends no focusout when the focused element is removed (a screen showing its skeleton
    // while it reloads): notice the element leaving the page instead.
    const removals = new MutationObserver(() => {
      if (!lastFocused || lastFocused.isConnected || !isLost(document.activeElement)) return
      lastFocused = null
      restoreSoon()
    })
    removals.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('focusin', onFocusIn, true)
    document.addEventListener('focusout', onFocusOut, true)
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('pointerup', onPointerUp, true)
    return () => {
      window.clearTimeout(check)
      stopWaiting()
      removals.disconnect()
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('pointerup', onPointerUp, true)
      document.removeEventListener('focusin', onFocusIn, true)
      document.removeEventListener('focusout', onFocusOut, true)
    }
  }, [])
  return null
}
