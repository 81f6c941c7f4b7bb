import type { EventCallable } from 'effector'
import { createEffect, createEvent, sample, scopeBind } from 'effector'

/**
 * A model module that loads on its first request, not at start-up (issue 13: every unit costs
 * heap for as long as the page lives). Commands target light request events made here; the first
 * one fired imports the module, connects each request event to the module's own event and
 * replays, in the scope and the order they came in, the requests that arrived meanwhile. From
 * then on a request reaches the module through a plain `sample`. A module that a screen's chunk
 * already evaluated is connected the same way on its first request.
 *
 * Only events go through here: a command's `enabled` and `context` are read while the palette
 * lists commands, so they live in light modules.
 */
export interface LazyModule<Module> {
  /** A light event that runs `pick(module)` with its payload, loading the module first if needed. */
  request<Payload>(pick: (module: Module) => EventCallable<Payload>): EventCallable<Payload>
  /** Loads the module and connects its requests; resolves once requests reach it directly. */
  load(): Promise<Module>
}

interface Replay {
  readonly load: () => Promise<unknown>
  readonly requested: EventCallable<unknown>
  readonly payload: unknown
}

/** One effect for every lazy module (an effect weighs ≈ 24 KB): waits for the module, then replays. */
const replayFx = createEffect(({ load, requested, payload }: Replay) => {
  // Bound before the first await, inside the handler's call: the replay runs in this request's scope.
  const replay = scopeBind(requested, { safe: true })
  return load().then(() => replay(payload))
})
replayFx.failData.watch((error) => console.error('A part of the app did not load', error))

export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let connected = false
  const connectors: Array<(module: Module) => void> = []
  let loading: Promise<Module> | null = null

  const load = (): Promise<Module> =>
    (loading ??= importModule().then(
      (module) => {
        if (!connected) {
          connected = true
          for (const connect of connectors) connect(module)
        }
        return module
      },
      (error: unknown) => {
        // A chunk that failed to arrive (offline, a new deployment): the next request asks again.
        loading = null
        throw error
      },
    ))

  return {
    load,
    request<Payload>(pick: (module: Module) => EventCallable<Payload>) {
      const requested = createEvent<Payload>()
      connectors.push((module) => {
        sample({ clock: requested, target: pick(module) })
      })
      sample({
        clock: requested,
        filter: () => !connected,
        fn: (payload): Replay => ({ load, requested: requested as EventCallable<unknown>, payload }),
        target: replayFx,
      })
      return requested
    },
  }
}
