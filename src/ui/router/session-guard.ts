import type { Scope, Store } from 'effector'
import { createWatch, scopeBind } from 'effector'
import { navigatedReplacing, ROUTES } from '../../model/navigation/navigation'
import { $keptFirst } from '../../model/offline/keeps-offline'
import type { SessionVerdict } from '../../model/session/session-check'
import { $sessionCheckPending, $sessionVerdict, opensSignedIn, sessionCheckStarted } from '../../model/session/session-check'

/** Resolves once `store` holds `value` in `scope`. */
function until<T>(scope: Scope, store: Store<T>, value: T): Promise<void> {
  if (scope.getState(store) === value) return Promise.resolve()
  return new Promise((resolve) => {
    const unwatch = createWatch({ unit: store, scope, fn: (state) => state === value && (unwatch(), resolve()) })
  })
}

/** Starts the check unless one is under way (the start-up one): its answer is the guards'. */
function startCheck(scope: Scope): void {
  // Asking again would ping a server that did not answer once more (one that never answers would
  // hold the start for the check's time limit twice).
  if (!scope.getState($sessionCheckPending)) scopeBind(sessionCheckStarted, { scope })()
}

/** The check's answer, once it has settled. */
async function settled(scope: Scope): Promise<SessionVerdict> {
  await until(scope, $sessionCheckPending, false)
  return scope.getState($sessionVerdict) ?? 'refused'
}

/** The guards' question: does a configured server answer (sessionCheckStarted, in the app's scope)? */
async function verdict(scope: Scope): Promise<SessionVerdict> {
  startCheck(scope)
  return settled(scope)
}

/** A route's guard: resolves to null (open it) or the path to go to instead. */
export type RouteGuard = (scope: Scope) => Promise<string | null>

/**
 * The layout's guard: the app opens signed in when the server answers, or when a stored server
 * cannot be reached (with what is kept offline, docs/offline.md); else the sign-in page. For an
 * account that keeps something offline it opens at once, with what is kept, and the check
 * confirms later: a refusal then goes to the sign-in page.
 */
export const signedIn: RouteGuard = async (scope) => {
  startCheck(scope)
  if (scope.getState($keptFirst) && scope.getState($sessionCheckPending)) {
    const toSignIn = scopeBind(navigatedReplacing, { scope })
    void settled(scope).then((answer) => opensSignedIn(answer) || toSignIn(ROUTES.serverConfig))
    return null
  }
  return opensSignedIn(await settled(scope)) ? null : ROUTES.serverConfig
}

/** The sign-in page's guard: a server that answers goes to Home. */
export const signedOut: RouteGuard = async (scope) => ((await verdict(scope)) === 'ok' ? ROUTES.home : null)
