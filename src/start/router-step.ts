import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import type { RouteObject } from 'react-router-dom'
import { navigatorAttached } from '../model/navigation/navigation'
import type { AppRouterParts } from '../ui/router/AppRouter'
import { createAppHistory } from '../ui/router/app-history'
import { navigationGate } from '../ui/router/route-gate'
import { prepareRoutes } from '../ui/router/routes'
// The layout and Home, the first screen of most starts, in the router's chunk: the first
// navigation finds their code evaluated, and React renders Home in its first pass.
import '../ui/layout/MainLayout'
import '../ui/screens/home/HomeScreen'

export { prepareRoutes }

/**
 * The app's history, handed to the model as its navigator: its first navigation starts here, at
 * once (the guard's check, the first page's request, the code of the screens the app starts on);
 * `history.ready` resolves once it may be shown.
 */
export function startRouter(scope: Scope, routes: RouteObject[]): AppRouterParts {
  const history = createAppHistory(navigationGate(scope, routes), window)
  scopeBind(navigatorAttached, { scope })(history)
  return { history, routes }
}
