import { vi } from 'vitest'

/**
 * What jsdom lacks and cmdk / Radix use: ResizeObserver and scrollIntoView. Installed per test
 * file (beforeAll) and removed again with vi.unstubAllGlobals / vi.restoreAllMocks.
 */
export function installLayoutStubs(): void {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (typeof globalThis.ResizeObserver === 'undefined') vi.stubGlobal('ResizeObserver', NoResizeObserver)
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = function scrollIntoView() {}
  }
}
