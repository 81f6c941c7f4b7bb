import { vi } from 'vitest'

/**
 * Runs `start` with setTimeout faked and steps the fake clock until its promise settles (within
 * `realTimeoutMs` of real time). For model flows that end in a toast: allSettled also waits
 * for the toast's 5 s auto-close timer.
 */
export async function settleWithFakeTimers<T>(start: () => Promise<T>, stepMs = 1000, realTimeoutMs = 3000): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    const state = { done: false }
    const promise = start().finally(() => {
      state.done = true
    })
    const deadline = performance.now() + realTimeoutMs
    while (!state.done && performance.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve))
      await vi.advanceTimersByTimeAsync(stepMs)
    }
    if (!state.done) throw new Error(`Did not settle within ${realTimeoutMs} ms`)
    return await promise
  } finally {
    vi.useRealTimers()
  }
}
