import type { RouteObject } from 'react-router-dom'
import { matchRoutes } from 'react-router-dom'

/** A route whose screen's code can be fetched ahead: `handle.preload` (src/ui/router/routes.tsx). */
interface PreloadHandle {
  readonly preload?: () => Promise<void>
}

let appRoutes: readonly RouteObject[] = []

/** Called once with the app's routes when the router is made. */
export function routesForPreload(routes: readonly RouteObject[]): void {
  appRoutes = routes
}

/**
 * Fetches the code of the screens `path` would show (a hover or focus on its link): by the click
 * it is there, and the navigation waits only for the data. A failed fetch is retried by the
 * navigation itself.
 */
export function preloadRoute(path: string): void {
  void routeCode(path)
}

/** Resolves once the code of the screens `path` shows is evaluated (or failed: the navigation retries). */
export function routeCode(path: string): Promise<void> {
  const loads = (matchRoutes([...appRoutes], path) ?? []).map((match) => (match.route.handle as PreloadHandle | undefined)?.preload?.().catch(() => undefined))
  return Promise.all(loads).then(() => undefined)
}

/**
 * A link's props that fetch its page's code while the pointer is on its way or the link has
 * focus (`preloadRoute`); `onFocus` also runs `focused`, for links that do more on focus.
 */
export function preloadOnApproach(path: string, focused?: () => void): { onPointerEnter: () => void; onFocus: () => void } {
  return {
    onPointerEnter: () => preloadRoute(path),
    onFocus: () => {
      focused?.()
      preloadRoute(path)
    },
  }
}
