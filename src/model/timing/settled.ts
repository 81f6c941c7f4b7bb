import type { Event } from 'effector'
import { createEffect, createEvent, createStore, sample } from 'effector'

/**
 * A debounce shared by every caller: patronum's `debounce` declares about 30 effector units each
 * (≈ 60 KB of heap for as long as the page lives), this one a few units per caller and one timer
 * effect for all. Each caller has its own key; only the last change of a key within `timeout`
 * fires, `timeout` after it.
 */
interface Wait {
  readonly key: string
  readonly timeout: number
  readonly payload: unknown
}

const waitRequested = createEvent<Wait>()
/** The latest wait per key: an older one that ends is dropped. */
const $latestTurn = createStore<Readonly<Record<string, number>>>({}, { serialize: 'ignore' })
const waitStarted = sample({
  clock: waitRequested,
  source: $latestTurn,
  fn: (turns, wait) => ({ ...wait, turn: (turns[wait.key] ?? 0) + 1 }),
})
$latestTurn.on(waitStarted, (turns, { key, turn }) => ({ ...turns, [key]: turn }))

const waitFx = createEffect((wait: Wait & { readonly turn: number }) => new Promise<void>((resolve) => setTimeout(resolve, wait.timeout)))
sample({ clock: waitStarted, target: waitFx })
const waitEnded = sample({
  clock: waitFx.done,
  source: $latestTurn,
  filter: (turns, { params }) => turns[params.key] === params.turn,
  fn: (_, { params }): Wait => params,
})

/** `source`, debounced: fires with its last payload once `timeout` ms passed without another. */
export function settled<T>(options: { readonly key: string; readonly source: Event<T>; readonly timeout: number }): Event<T> {
  const { key, source, timeout } = options
  sample({ clock: source, fn: (payload): Wait => ({ key, timeout, payload }), target: waitRequested })
  return sample({ clock: waitEnded, filter: (wait) => wait.key === key, fn: (wait) => wait.payload as T })
}
