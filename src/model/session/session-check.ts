import { attach, createEvent, createStore, sample } from 'effector'
import { isRight } from 'fp-ts/Either'
import { ping } from '../../api/calls/ping'
import { isUnreachable } from '../../api/core/call-outcomes'
import { serverAnswersAgain, startCheckFoundNoServer } from '../connectivity/reachability'
import { $connection, serverRemoved, serverSaved } from './server-config'

/**
 * What the route guards decide from: `ok` the stored server answers; `offline` it cannot be
 * reached (no connection, no answer in time, a gateway saying it is down), and the app opens
 * signed in with what is kept offline; `refused` it answered with a refusal or something that is
 * not a Subsonic server (a wrong password): the sign-in page; `unconfigured` no server is stored.
 */
export type SessionVerdict = 'ok' | 'unconfigured' | 'offline' | 'refused'

/** Whether the configured server answered a ping in this session (route guards). */
export const $serverReachable = createStore<'unknown' | 'ok' | 'unreachable'>('unknown')

/**
 * How long the start-up check waits for the server's answer. A server that accepts the connection
 * and never answers (a machine paused or asleep) would otherwise hold the app for a request's
 * whole time limit; past this the app opens with what is kept offline, and the first answer
 * that comes later brings the server back.
 */
export const START_CHECK_TIMEOUT_MS = 6000
/** The same, as the scope has it (a test's may be short). */
export const $startCheckTimeoutMs = createStore(START_CHECK_TIMEOUT_MS, { serialize: 'ignore' })

/** The route guards' question: is there a configured server, and does it answer? */
export const checkSessionFx = attach({
  source: { connection: $connection, reachable: $serverReachable, timeoutMs: $startCheckTimeoutMs },
  effect: async ({ connection, reachable, timeoutMs }): Promise<SessionVerdict> => {
    if (connection === null) return 'unconfigured'
    if (reachable === 'ok') return 'ok'
    const result = await ping(connection, { timeoutMs })
    if (isRight(result)) return 'ok'
    console.error('Ping failed', result.left)
    return isUnreachable(result.left) ? 'offline' : 'refused'
  },
})

$serverReachable
  .on(checkSessionFx.doneData, (state, verdict) => (verdict === 'ok' ? 'ok' : verdict === 'unconfigured' ? state : 'unreachable'))
  .on(serverRemoved, () => 'unknown')

sample({ clock: serverSaved, fn: () => 'ok' as const, target: $serverReachable })
// The app opens with what is kept: the server counts as unreachable now, not once another call has failed too.
sample({ clock: checkSessionFx.doneData, source: $connection, filter: (connection, verdict) => connection !== null && verdict === 'offline', fn: (connection) => ({ server: connection!.url }), target: startCheckFoundNoServer })
// After an offline start, any call that reaches the server again (the reachability's own ping, a
// page the user opens) counts as the answer the start did not get.
sample({ clock: serverAnswersAgain, source: $serverReachable, filter: (state) => state === 'unreachable', fn: () => 'ok' as const, target: $serverReachable })

/**
 * Start-up: the guard's ping leaves as soon as the stored server and the preset are known, so its
 * answer is often there before the router asks (src/ui/router/session-guard.ts waits for it).
 */
export const sessionCheckStarted = createEvent()
sample({ clock: sessionCheckStarted, target: checkSessionFx })

/** Whether a check is under way: the router waits for it rather than asking twice. */
export const $sessionCheckPending = checkSessionFx.pending

/** The last check's answer (null before the first): the route guards read it once it settles. */
export const $sessionVerdict = createStore<SessionVerdict | null>(null)
  .on(checkSessionFx.doneData, (_, verdict) => verdict)
  .on(checkSessionFx.fail, () => 'refused')

/** The app may open signed in: the server answers, or it cannot be reached and what is kept offline is shown. */
export const opensSignedIn = (verdict: SessionVerdict): boolean => verdict === 'ok' || verdict === 'offline'
