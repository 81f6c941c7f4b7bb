/**
 * What jsdom lacks and cmdk / Radix use: ResizeObserver and scrollIntoView. Installed per test
 * file and kept for the file's life, not a vi.stubGlobal that a test's vi.unstubAllGlobals
 * removes: an effect React ran for a screen around a test's end (a lazy part revealed late on a
 * loaded machine) met no ResizeObserver. A test may still stub its own over it.
 */
export function installLayoutStubs(): void {
  class NoResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (typeof globalThis.ResizeObserver === 'undefined') globalThis.ResizeObserver = NoResizeObserver as unknown as typeof ResizeObserver
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = function scrollIntoView() {}
  }
}
