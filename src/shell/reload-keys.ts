/** Reload keys: F5, and Ctrl+R / Cmd+R (with or without Shift, which reloads harder). */
export function isReloadKey(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.key === 'F5' || event.code === 'F5') return true
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return false
  return event.code === 'KeyR' || event.key.toLowerCase() === 'r'
}

/**
 * The desktop app's reload policy ('blocked'): the reload keys do nothing. Listens in the capture
 * phase so no other handler sees them first. Returns the function that removes the listener.
 */
export function blockReloadKeys(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isReloadKey(event)) return
    event.preventDefault()
    event.stopPropagation()
  }
  target.addEventListener('keydown', onKeyDown, { capture: true })
  return () => target.removeEventListener('keydown', onKeyDown, { capture: true })
}
