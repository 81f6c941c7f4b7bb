import type { Scope, Store } from 'effector'
import { createWatch, scopeBind } from 'effector'
import { ROUTES } from '../../model/navigation/navigation'
import type { SessionVerdict } from '../../model/session/session-check'
import { $sessionCheckPending, $sessionVerdict, opensSignedIn, sessionCheckStarted } from '../../model/session/session-check'

/** Resolves once `store` holds `value` in `scope`. */
function until<T>(scope: Scope, store: Store<T>, value: T): Promise<void> {
  if (scope.getState(store) === value) return Promise.resolve()
  return new Promise((resolve) => {
    const unwatch = createWatch({ unit: store, scope, fn: (state) => state === value && (unwatch(), resolve()) })
  })
}

/**
 * The guards' question: does a configured server answer (sessionCheckStarted, in the app's
 * scope)? A check already under way (the one at start-up) is awaited rather than doubled.
 */
async function verdict(scope: Scope): Promise<SessionVerdict> {
  // Its answer is this guard's: asking again would ping a server that did not answer once more
  // (one that never answers would hold the start for the check's time limit twice).
  if (!scope.getState($sessionCheckPending)) scopeBind(sessionCheckStarted, { scope })()
  await until(scope, $sessionCheckPending, false)
  return scope.getState($sessionVerdict) ?? 'refused'
}

/** A route's guard: resolves to null (open it) or the path to go to instead. */
export type RouteGuard = (scope: Scope) => Promise<string | null>

/**
 * The layout's guard: the app opens signed in when the server answers, or when a stored server
 * cannot be reached (with what is kept offline, docs/offline.md); else the sign-in page.
 */
export const signedIn: RouteGuard = async (scope) => (opensSignedIn(await verdict(scope)) ? null : ROUTES.serverConfig)

/** The sign-in page's guard: a server that answers goes to Home. */
export const signedOut: RouteGuard = async (scope) => ((await verdict(scope)) === 'ok' ? ROUTES.home : null)
