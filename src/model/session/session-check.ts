import { attach, createEvent, createStore, sample } from 'effector'
import { isRight } from 'fp-ts/Either'
import { ping } from '../../api/calls/ping'
import { $connection, serverRemoved, serverSaved } from './server-config'

export type SessionVerdict = 'ok' | 'unconfigured' | 'unreachable'

/** Whether the configured server answered a ping in this session (route guards). */
export const $serverReachable = createStore<'unknown' | 'ok' | 'unreachable'>('unknown')

/** The route guards' question: is there a configured server, and does it answer? */
export const checkSessionFx = attach({
  source: { connection: $connection, reachable: $serverReachable },
  effect: async ({ connection, reachable }): Promise<SessionVerdict> => {
    if (connection === null) return 'unconfigured'
    if (reachable === 'ok') return 'ok'
    const result = await ping(connection)
    if (isRight(result)) return 'ok'
    console.error('Ping failed', result.left)
    return 'unreachable'
  },
})

$serverReachable
  .on(checkSessionFx.doneData, (state, verdict) =>
    verdict === 'ok' ? 'ok' : verdict === 'unreachable' ? 'unreachable' : state,
  )
  .on(serverRemoved, () => 'unknown')

sample({ clock: serverSaved, fn: () => 'ok' as const, target: $serverReachable })

/**
 * Start-up: the guard's ping leaves as soon as the stored server and the preset are known, so its
 * answer is often there before the router asks (src/ui/router/routes.tsx waits for it).
 */
export const sessionCheckStarted = createEvent()
sample({ clock: sessionCheckStarted, target: checkSessionFx })

/** Whether a check is under way: the router waits for it rather than asking twice. */
export const $sessionCheckPending = checkSessionFx.pending

/** The last check's answer (null before the first): the route guards read it once it settles. */
export const $sessionVerdict = createStore<SessionVerdict | null>(null)
  .on(checkSessionFx.doneData, (_, verdict) => verdict)
  .on(checkSessionFx.fail, () => 'unreachable')
