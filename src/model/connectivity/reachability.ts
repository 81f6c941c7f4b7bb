import { createEvent, createStore, sample, scopeBind } from 'effector'
import type { CallOutcome } from '../../api/core/call-outcomes'
import { watchCallOutcomes } from '../../api/core/call-outcomes'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { lazyModule } from '../lazy/lazy-module'
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

/**
 * The start-up check's ping found no server (src/model/session/session-check.ts): it decides as
 * the doubtful state's own ping does, so that what is kept shows at once rather than once another
 * call has failed (a server that never answers holds every call for a request's whole time limit).
 */
export const startCheckFoundNoServer = createEvent<{ readonly server: string }>()

const moved = sample({
  clock: [callOutcomeSeen, startCheckFoundNoServer],
  source: { state: $reachability, connection: $connection },
  filter: ({ connection }, { server }) => connection !== null && connection.url === server,
  fn: ({ state }, seen: { readonly outcome?: CallOutcome; readonly server: string }) => ({ from: state, to: seen.outcome === undefined ? ('unreachable' as const) : step(state, seen.outcome) }),
})
$reachability.on(moved, (_, { to }) => to).reset($connection.updates)

/** The server stopped answering (once per outage). */
export const serverLost = moved.filter({ fn: ({ from, to }) => from !== 'unreachable' && to === 'unreachable' })
/** It answers again after being doubtful or unreachable. */
export const serverAnswersAgain = moved.filter({ fn: ({ from, to }) => from !== 'reachable' && to === 'reachable' })
/** It answers again after being unreachable (once per outage). */
export const serverBack = serverAnswersAgain.filter({ fn: ({ from }) => from === 'unreachable' })

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

// The pings (reachability-ping.ts) load the first time the server is in doubt, not at start-up.
const pinger = lazyModule(() => import('./reachability-ping'))
/** Doubtful: one ping decides at once. */
sample({ clock: moved, filter: ({ from, to }) => from === 'reachable' && to === 'doubtful', target: pinger.request((module) => module.pingRequested) })
sample({ clock: reachabilityPingDue, target: pinger.request((module) => module.pingDue) })

sample({ clock: serverLost, fn: () => ({ tone: 'info' as const, message: 'connectivity.lost' }), target: toastShown })
sample({ clock: serverBack, fn: () => ({ tone: 'success' as const, message: 'connectivity.back' }), target: toastShown })
