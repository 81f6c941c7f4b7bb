import type { Event } from 'effector'
import { createEffect, createEvent, createStore, sample } from 'effector'

/**
 * Timers shared by every caller: patronum's `debounce` declares about 30 effector units each
 * (≈ 60 KB of heap for as long as the page lives), an effect of one's own about 13; these a few
 * units per caller and one timer effect for all. Each caller has its own key.
 */
export interface Wait {
  readonly key: string
  readonly timeout: number
  readonly payload: unknown
  /** A debounce's turn: only the latest of its key fires. Null: a plain delay, every one fires. */
  readonly turn: number | null
}

const waitRequested = createEvent<Omit<Wait, 'turn'> & { readonly debounced: boolean }>()
/** The latest debounced wait per key: an older one that ends is dropped. */
const $latestTurn = createStore<Readonly<Record<string, number>>>({}, { serialize: 'ignore' })
const waitStarted = sample({
  clock: waitRequested,
  source: $latestTurn,
  fn: (turns, { debounced, ...wait }): Wait => ({ ...wait, turn: debounced ? (turns[wait.key] ?? 0) + 1 : null }),
})
$latestTurn.on(waitStarted, (turns, { key, turn }) => (turn === null ? turns : { ...turns, [key]: turn }))

/** The one timer (exported for tests: a walk over every control ends a toast's wait at once). */
export const waitFx = createEffect((wait: Wait) => new Promise<void>((resolve) => setTimeout(resolve, wait.timeout)))
sample({ clock: waitStarted, target: waitFx })
const waitEnded = sample({
  clock: waitFx.done,
  source: $latestTurn,
  filter: (turns, { params }) => params.turn === null || turns[params.key] === params.turn,
  fn: (_, { params }): Wait => params,
})

function timer<T>(options: { readonly key: string; readonly source: Event<T>; readonly timeout: number }, debounced: boolean): Event<T> {
  const { key, source, timeout } = options
  sample({ clock: source, fn: (payload) => ({ key, timeout, payload, debounced }), target: waitRequested })
  return sample({ clock: waitEnded, filter: (wait) => wait.key === key, fn: (wait) => wait.payload as T })
}

/** `source`, debounced: fires with its last payload once `timeout` ms passed without another. */
export function settled<T>(options: { readonly key: string; readonly source: Event<T>; readonly timeout: number }): Event<T> {
  return timer(options, true)
}

/** `source`, delayed: every payload fires again `timeout` ms after it came. */
export function delayed<T>(options: { readonly key: string; readonly source: Event<T>; readonly timeout: number }): Event<T> {
  return timer(options, false)
}
