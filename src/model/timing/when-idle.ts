/**
 * Resolves once the browser is idle (its current work, a render or a start-up step, done), at most
 * `timeout` ms later; at the next macrotask where there is no idle callback (tests, older
 * browsers). Work that can wait — a long list's later chunks — waits for this, so that what is on
 * screen is drawn first.
 */
export function whenIdle(timeout = 500): Promise<void> {
  const idle = (globalThis as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number }).requestIdleCallback
  return new Promise((resolve) => {
    if (idle) idle(() => resolve(), { timeout })
    else setTimeout(resolve, 0)
  })
}
