import type { RefObject } from 'react'
import { useLayoutEffect } from 'react'

/** The player bar's height, for what floats above it (the toaster). */
export const PLAYER_BAR_HEIGHT_VAR = '--player-bar-height'

/**
 * Publishes the element's height (border box, in px) as a CSS variable on the document root while
 * the element is mounted, so fixed layers outside the layout (toasts) can keep clear of it.
 * Measured when the resize observer reports (its first report comes after the browser's layout,
 * before the paint): measuring in the effect, right after React's commit, forced a layout of the
 * whole page inside the start-up's longest task. Written only when it changes: a new value on the
 * root restyles the whole page.
 */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, variable: string) {
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const publish = () => {
      const value = `${Math.ceil(element.getBoundingClientRect().height)}px`
      if (root.style.getPropertyValue(variable) !== value) root.style.setProperty(variable, value)
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish)
    if (observer) observer.observe(element)
    else publish()
    return () => {
      observer?.disconnect()
      root.style.removeProperty(variable)
    }
  }, [ref, variable])
}
