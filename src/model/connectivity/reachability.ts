import { attach, createEvent, createStore, sample, scopeBind } from 'effector'
import { isRight } from 'fp-ts/Either'
import { ping } from '../../api/calls/ping'
import type { CallOutcome } from '../../api/core/call-outcomes'
import { watchCallOutcomes } from '../../api/core/call-outcomes'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'

/**
 * Whether the signed-in server can be reached, told by the calls the app makes anyway: a call
 * that never reached it (no network, no answer in time, a gateway saying the server is down)
 * makes it doubtful and a light ping decides; a second such failure makes it unreachable. A
 * refusal is an answer. While unreachable a ping goes now and then, and any answer (a ping's or
 * another call's) brings it back. The app says once that the server cannot be reached, and once
 * that it is back, whatever number of calls failed in between.
 */
export type Reachability = 'reachable' | 'doubtful' | 'unreachable'

/** While the server is unreachable, a ping goes this often. */
export const UNREACHABLE_PING_MS = 15_000
/** The same, as the scope has it (tests make it long enough never to come). */
export const $unreachablePingMs = createStore(UNREACHABLE_PING_MS, { serialize: 'ignore' })

/** A call to `server` got an answer or did not reach it (the api's report, or a test's). */
export const callOutcomeSeen = createEvent<{ readonly outcome: CallOutcome; readonly server: string }>()
/** Once at start-up: every server call reports its outcome here, in the app's scope. */
export const reachabilityAttachRequested = createEvent()
/** Time for the next ping while unreachable (the timer's). */
export const reachabilityPingDue = createEvent()

const step = (state: Reachability, outcome: CallOutcome): Reachability =>
  outcome === 'answered' ? 'reachable' : state === 'reachable' ? 'doubtful' : 'unreachable'

export const $reachability = createStore<Reachability>('reachable')

const moved = sample({
  clock: callOutcomeSeen,
  source: { state: $reachability, connection: $connection },
  filter: ({ connection }, { server }) => connection !== null && connection.url === server,
  fn: ({ state }, { outcome }) => ({ from: state, to: step(state, outcome) }),
})
$reachability.on(moved, (_, { to }) => to).reset($connection.updates)

/** The server stopped answering (once per outage). */
export const serverLost = moved.filter({ fn: ({ from, to }) => from !== 'unreachable' && to === 'unreachable' })
/** It answers again after being doubtful or unreachable. */
export const serverAnswersAgain = moved.filter({ fn: ({ from, to }) => from !== 'reachable' && to === 'reachable' })
const serverBack = serverAnswersAgain.filter({ fn: ({ from }) => from === 'unreachable' })

const pingFx = attach({
  source: $connection,
  effect: async (connection): Promise<CallOutcome> => {
    if (connection === null) return 'answered'
    // The api reports the outcome itself (once attached); it is also handed in here for a scope without that.
    return isRight(await ping(connection)) ? 'answered' : 'unreachable'
  },
})
sample({ clock: pingFx.done, source: $connection, filter: Boolean, fn: (connection, { result }) => ({ outcome: result, server: connection!.url }), target: callOutcomeSeen })

// The api's reports reach the model in the scope that attached them.
sample({
  clock: reachabilityAttachRequested,
  fn: (): HostTask => ({
    run: () => {
      const seen = scopeBind(callOutcomeSeen, { safe: true })
      watchCallOutcomes((outcome, server) => seen({ outcome, server }))
    },
  }),
  target: hostTaskFx,
})

// Doubtful: one ping decides at once.
sample({ clock: moved, filter: ({ from, to }) => from === 'reachable' && to === 'doubtful', target: pingFx })

// A ping found nothing: another later, on a plain timer bound to the app's scope (nothing waits
// for it), one at a time; it goes only if the server is still unreachable by then.
const $pingPlanned = createStore(false)
const planned = sample({ clock: pingFx.doneData, source: $pingPlanned, filter: (already, result) => !already && result === 'unreachable' })
$pingPlanned.on(planned, () => true).on(reachabilityPingDue, () => false)
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
sample({ clock: reachabilityPingDue, source: $reachability, filter: (state) => state === 'unreachable', target: pingFx })

sample({ clock: serverLost, fn: () => ({ tone: 'info' as const, message: 'connectivity.lost' }), target: toastShown })
sample({ clock: serverBack, fn: () => ({ tone: 'success' as const, message: 'connectivity.back' }), target: toastShown })
