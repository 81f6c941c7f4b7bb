import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import type { RouteObject } from 'react-router-dom'
import { createBrowserRouter } from 'react-router-dom'
import { navigatorAttached } from '../model/navigation/navigation'
import { prepareRoutes } from '../ui/router/routes'
import { routeCode } from '../ui/router/route-preload'
// The layout and Home, the first screen of most starts, in the router's chunk: its first loaders
// find their code evaluated, and React renders Home in its first pass.
import '../ui/layout/MainLayout'
import '../ui/screens/home/HomeScreen'

export { prepareRoutes }

/**
 * Asks for the code of the screens the app starts on (the layout and the address's screen)
 * before the router exists: left to its first loaders, asking was part of the router's start, a
 * 25–50 ms task in traced cold starts onto Albums (the imports' preload helper ≈ 11–19 ms of it).
 */
export function startScreensCode(): Promise<void> {
  return routeCode(location.pathname)
}

/** The router, handed to the model as its navigator. */
export function startRouter(scope: Scope, routes: RouteObject[]) {
  const router = createBrowserRouter(routes)
  // Not allSettled: that would also wait for the session check the router's first loader starts.
  scopeBind(navigatorAttached, { scope })(router)
  return router
}
