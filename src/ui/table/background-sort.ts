import type { SortKeys } from './sort-keys'
import { sortOrder } from './sort-keys'
import type { SortDirection } from './table-sort'

export interface SortRequest {
  readonly id: number
  readonly keys: SortKeys
  readonly direction: SortDirection
  readonly language: string
}
export interface SortAnswer {
  readonly id: number
  readonly order: Uint32Array
}

/** What the sorter needs of a Worker (tests pass a fake). */
export interface SortWorker {
  onmessage: ((event: MessageEvent<SortAnswer>) => void) | null
  onerror: ((event: Event) => void) | null
  postMessage(request: SortRequest, transfer: Transferable[]): void
  terminate(): void
}

export interface BackgroundSorter {
  /**
   * The rows' order for `keys`, computed off the main thread; resolves null once `signal` aborts
   * or a later request comes (its sort is stopped, not waited for).
   */
  sort(keys: SortKeys, direction: SortDirection, language: string, signal: AbortSignal): Promise<Uint32Array | null>
}

/**
 * One worker at a time, sorting one request at a time; a request aborted while its sort runs
 * ends the worker (a long collation cannot be interrupted otherwise) and the next request starts
 * a fresh one. Where no worker can be made (tests, an old web view), the sort runs on the main
 * thread in a task of its own, as before.
 */
export function createBackgroundSorter(makeWorker: () => SortWorker | null): BackgroundSorter {
  let worker: SortWorker | null = null
  let broken = false
  let nextId = 0
  let running: { id: number; settle: (order: Uint32Array | null, failed?: boolean) => void } | null = null

  /** Ends the worker; the sort it was running answers null. */
  const stop = () => {
    const stopped = running
    worker?.terminate()
    worker = null
    running = null
    stopped?.settle(null)
  }
  const start = (): SortWorker | null => {
    if (worker || broken) return worker
    try {
      worker = makeWorker()
    } catch {
      worker = null
    }
    if (!worker) {
      broken = true
      return null
    }
    worker.onmessage = (event) => {
      if (running?.id !== event.data.id) return
      const { settle } = running
      running = null
      settle(event.data.order)
    }
    worker.onerror = () => {
      // The worker could not load or failed: this sort and the next ones run on the main thread.
      const failed = running
      running = null
      broken = true
      stop()
      failed?.settle(null, true)
    }
    return worker
  }

  const onMainThread = (keys: SortKeys, direction: SortDirection, language: string, signal: AbortSignal) =>
    new Promise<Uint32Array | null>((resolve) => {
      setTimeout(() => resolve(signal.aborted ? null : sortOrder(keys, direction, language)), 0)
    })

  return {
    sort(keys, direction, language, signal) {
      if (signal.aborted) return Promise.resolve(null)
      // One sort at a time: whatever still runs was asked for by an older request.
      if (running) stop()
      const target = start()
      if (!target) return onMainThread(keys, direction, language, signal)
      const id = ++nextId
      return new Promise<Uint32Array | null>((resolve) => {
        const settle = (order: Uint32Array | null, failed = false) => {
          signal.removeEventListener('abort', onAbort)
          // The worker failed on this request: sort it here.
          if (failed && !signal.aborted) void onMainThread(keys, direction, language, signal).then(resolve)
          else resolve(signal.aborted ? null : order)
        }
        const onAbort = () => {
          if (running?.id === id) stop()
          else resolve(null)
        }
        signal.addEventListener('abort', onAbort)
        running = { id, settle }
        // Copied, not moved (a memory copy of a few hundred KB): the keys stay here for a fallback.
        target.postMessage({ id, keys, direction, language }, [])
      })
    },
  }
}

const makeSortWorker = (): SortWorker | null =>
  typeof Worker === 'undefined' ? null : (new Worker(new URL('./sort-worker.ts', import.meta.url), { type: 'module', name: 'table-sort' }) as SortWorker)

/** The app's one background sorter (its worker starts with the first long sort). */
export const backgroundSorter = createBackgroundSorter(makeSortWorker)
