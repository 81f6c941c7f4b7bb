/** What the output does on each media event of one of its elements. */
export interface ElementHandlers {
  readonly timeupdate: () => void
  readonly durationchange: () => void
  readonly ended: () => void
  readonly error: () => void
  readonly play: () => void
  readonly pause: () => void
}

/**
 * Prepares an element of the output (preloads fully, keeps pitch at other rates) and forwards its
 * media events to `handlers`, only while `isActive()` (the standby's events are its own business).
 * Returns the function that stops forwarding.
 */
export function forwardWhileActive(element: HTMLAudioElement, isActive: () => boolean, handlers: ElementHandlers): () => void {
  element.preload = 'auto'
  element.preservesPitch = true
  const cleanups = (Object.keys(handlers) as (keyof ElementHandlers)[]).map((type) => {
    const forward = () => {
      if (isActive()) handlers[type]()
    }
    element.addEventListener(type, forward)
    return () => element.removeEventListener(type, forward)
  })
  return () => {
    for (const cleanup of cleanups) cleanup()
  }
}
