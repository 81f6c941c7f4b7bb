import type { Scope } from 'effector'
import type { Location, RouteObject } from 'react-router-dom'
import { matchRoutes } from 'react-router-dom'
import type { NavigationGate } from './app-history'
import { askForPage } from './page-requests'
import type { RouteGuard } from './session-guard'

/** What a route declares for its navigations (src/ui/router/routes.tsx). */
export interface RouteHandle {
  /** Fetches the route's screen's code (also on a link's hover, route-preload.ts). */
  readonly preload?: () => Promise<void>
  /** Code the screen needs in the scope's state beyond its own (Home's kept part, for an account that keeps something offline). */
  readonly codeIn?: (scope: Scope) => Promise<void>
  /** The route's path in PAGE_REQUESTS: what its address asks the model for. */
  readonly page?: string
  /** Asked when the route is entered (not when the address changes within it). */
  readonly guard?: RouteGuard
}

const handleOf = (route: RouteObject): RouteHandle => (route.handle as RouteHandle | undefined) ?? {}

/**
 * The route layer's part of every navigation, for the app's history (app-history.ts): at once,
 * each matched route's page request leaves, in the app's scope (page-requests.ts: the screen finds
 * it under way) and its screen's code is asked for; the navigation is shown once that code is
 * there (a failed chunk is the screen's own error) and the guards of the routes it enters have
 * answered — the first redirect wins. A move to another part of the same page (`#main`, the skip
 * link) asks for nothing.
 */
export function navigationGate(scope: Scope, routes: RouteObject[]): NavigationGate {
  return (to, from) => {
    if (from && to.hash !== from.hash && to.pathname === from.pathname && to.search === from.search) return Promise.resolve(null)
    const matches = matchRoutes(routes, to) ?? []
    const before = new Set((from ? (matchRoutes(routes, from as Location) ?? []) : []).map((match) => match.route))
    for (const match of matches) {
      const { page } = handleOf(match.route)
      if (page) askForPage(scope, page, match.params, to.search)
    }
    const code = matches.flatMap((match) => {
      const { preload, codeIn } = handleOf(match.route)
      return [preload?.(), codeIn?.(scope)].map((loading) => loading?.catch(() => undefined))
    })
    const guards = matches.flatMap((match) => {
      const { guard } = handleOf(match.route)
      return guard && !before.has(match.route) ? [guard(scope)] : []
    })
    return Promise.all([Promise.all(guards), Promise.all(code)]).then(([redirects]) => redirects.find((redirect) => redirect !== null) ?? null)
  }
}
