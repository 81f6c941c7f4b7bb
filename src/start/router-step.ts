import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import type { RouteObject } from 'react-router-dom'
import { navigatorAttached } from '../model/navigation/navigation'
import type { AppRouterParts } from '../ui/router/AppRouter'
import { createAppHistory } from '../ui/router/app-history'
import { navigationGate } from '../ui/router/route-gate'
import { prepareRoutes } from '../ui/router/routes'
import { routeCode } from '../ui/router/route-preload'
// The layout and Home, the first screen of most starts, in the router's chunk: the first
// navigation finds their code evaluated, and React renders Home in its first pass.
import '../ui/layout/MainLayout'
import '../ui/screens/home/HomeScreen'

export { prepareRoutes }

/**
 * Asks for the code of the screens the app starts on (the layout and the address's screen)
 * before the router exists: left to its first navigation, asking was part of the router's start,
 * a long task in traced cold starts onto Albums (most of it the imports' preload helper).
 */
export function startScreensCode(): Promise<void> {
  return routeCode(location.pathname)
}

/**
 * The app's history, handed to the model as its navigator: its first navigation starts here
 * (the guard's check, the first page's request, the screens' code); `history.ready` resolves once
 * it may be shown.
 */
export function startRouter(scope: Scope, routes: RouteObject[]): AppRouterParts {
  const history = createAppHistory(navigationGate(scope, routes), window)
  scopeBind(navigatorAttached, { scope })(history)
  return { history, routes }
}
