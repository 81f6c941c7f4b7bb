import { useMemo, useRef } from 'react'

/**
 * A context menu gives focus back to the element that had it when it opened (a row, a card, often
 * opened with Shift+F10 or the menu key): Radix's ContextMenu returns it nowhere, so it fell to the
 * main area. A dialog opened from the menu keeps focus (it returns it to that element later); an
 * element gone meanwhile (the menu navigated away) gets nothing.
 */
export function useMenuFocusReturn(): { onOpenChange: (open: boolean) => void; onCloseAutoFocus: (event: Event) => void } {
  const opener = useRef<HTMLElement | null>(null)
  return useMemo(
    () => ({
      onOpenChange: (open: boolean) => {
        if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
      },
      onCloseAutoFocus: (event: Event) => {
        const element = opener.current
        opener.current = null
        if (!element?.isConnected) return
        event.preventDefault()
        if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return
        element.focus({ preventScroll: true })
      },
    }),
    [],
  )
}
