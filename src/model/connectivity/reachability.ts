import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector'
import { isRight } from 'fp-ts/Either'
import { ping } from '../../api/calls/ping'
import type { CallOutcome } from '../../api/core/call-outcomes'
import { watchCallOutcomes } from '../../api/core/call-outcomes'
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

/** A call to `server` got an answer or did not reach it (the api's report, or a test's). */
export const callOutcomeSeen = createEvent<{ readonly outcome: CallOutcome; readonly server: string }>()
/** Once at start-up: every server call reports its outcome here, in the app's scope. */
export const reachabilityAttachRequested = createEvent()
/** Time for the next ping while unreachable (a timer's; `outage` tells a stale timer apart). */
export const reachabilityPingDue = createEvent<number>()

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
/** Calls are worth making: not known to be unreachable. */
export const $serverUnreachable = $reachability.map((state) => state === 'unreachable')

/** The server stopped answering (once per outage). */
export const serverLost = moved.filter({ fn: ({ from, to }) => from !== 'unreachable' && to === 'unreachable' })
/** It answers again after being doubtful or unreachable. */
export const serverAnswersAgain = moved.filter({ fn: ({ from, to }) => from !== 'reachable' && to === 'reachable' })
const serverBack = serverAnswersAgain.filter({ fn: ({ from }) => from === 'unreachable' })

/** Counts outages: a timer of an earlier one finds another number and does nothing. */
const $outage = createStore(0).on(serverLost, (count) => count + 1)

const pingFx = attach({
  source: $connection,
  effect: async (connection): Promise<CallOutcome> => {
    if (connection === null) return 'answered'
    // The api reports the outcome itself (attached); the answer also goes in here for a scope without it.
    return isRight(await ping(connection)) ? 'answered' : 'unreachable'
  },
})

/** The next ping, on a plain timer the app's scope is bound to: nothing waits for it. */
const pingLaterFx = createEffect((outage: number) => {
  const due = scopeBind(reachabilityPingDue, { safe: true })
  setTimeout(() => due(outage), UNREACHABLE_PING_MS)
})

/** The api's reports reach the model in the scope that attached them. */
const attachFx = createEffect(() => {
  const seen = scopeBind(callOutcomeSeen, { safe: true })
  watchCallOutcomes((outcome, server) => seen({ outcome, server }))
})
sample({ clock: reachabilityAttachRequested, target: attachFx })

// Doubtful: one ping decides at once.
sample({ clock: moved, filter: ({ from, to }) => from === 'reachable' && to === 'doubtful', target: pingFx })
sample({ clock: pingFx.done, source: $connection, filter: Boolean, fn: (connection, { result }) => ({ outcome: result, server: connection!.url }), target: callOutcomeSeen })

// Unreachable: a ping now and then, until something answers.
sample({ clock: serverLost, source: $outage, target: pingLaterFx })
const pingAgainFx = attach({ effect: pingFx })
sample({ clock: reachabilityPingDue, source: { outage: $outage, state: $reachability }, filter: ({ outage, state }, due) => state === 'unreachable' && outage === due, target: pingAgainFx })
sample({ clock: pingAgainFx.doneData, source: $outage, filter: (_, result) => result === 'unreachable', target: pingLaterFx })

sample({ clock: serverLost, fn: () => ({ tone: 'info' as const, message: 'connectivity.lost' }), target: toastShown })
sample({ clock: serverBack, fn: () => ({ tone: 'success' as const, message: 'connectivity.back' }), target: toastShown })
