import { attach, createEvent, createStore, sample, scopeBind } from 'effector'
import { isRight } from 'fp-ts/Either'
import { ping } from '../../api/calls/ping'
import type { CallOutcome } from '../../api/core/call-outcomes'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $connection } from '../session/server-config'
import { $reachability, $unreachablePingMs, callOutcomeSeen, reachabilityPingDue } from './reachability'

/**
 * The pings of reachability.ts: one at once when the server is in doubt, then now and then while
 * it is unreachable. Loaded the first time the server is in doubt, not at start-up.
 */

/** The server is in doubt: a ping decides. */
export const pingRequested = createEvent()
/** Time for the next ping while unreachable (reachabilityPingDue, forwarded). */
export const pingDue = createEvent()

const pingFx = attach({
  source: $connection,
  effect: async (connection): Promise<CallOutcome> => {
    if (connection === null) return 'answered'
    // The api reports the outcome itself (once attached); it is also handed in here for a scope without that.
    return isRight(await ping(connection)) ? 'answered' : 'unreachable'
  },
})
sample({ clock: pingFx.done, source: $connection, filter: Boolean, fn: (connection, { result }) => ({ outcome: result, server: connection!.url }), target: callOutcomeSeen })

sample({ clock: pingRequested, target: pingFx })

// A ping found nothing: another later, on a plain timer bound to the app's scope (nothing waits
// for it), one at a time; it goes only if the server is still unreachable by then.
const $pingPlanned = createStore(false)
const planned = sample({ clock: pingFx.doneData, source: $pingPlanned, filter: (already, result) => !already && result === 'unreachable' })
$pingPlanned.on(planned, () => true).on(pingDue, () => false)
sample({
  clock: planned,
  source: $unreachablePingMs,
  fn: (wait): HostTask => ({
    run: () => {
      const due = scopeBind(reachabilityPingDue, { safe: true })
      setTimeout(() => due(), wait)
    },
  }),
  target: hostTaskFx,
})
sample({ clock: pingDue, source: $reachability, filter: (state) => state === 'unreachable', target: pingFx })
