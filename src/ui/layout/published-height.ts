import type { RefObject } from 'react'
import { useLayoutEffect } from 'react'

/** The player bar's height, for what floats above it (the toaster). */
export const PLAYER_BAR_HEIGHT_VAR = '--player-bar-height'

/**
 * Publishes the element's height (border box, in px) as a CSS variable on the document root while
 * the element is mounted, so fixed layers outside the layout (toasts) can keep clear of it.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, variable: string) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const publish = () => root.style.setProperty(variable, `${Math.ceil(element.getBoundingClientRect().height)}px`)
    publish()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(variable)
    }
  }, [ref, variable])
}
