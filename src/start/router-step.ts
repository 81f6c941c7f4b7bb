import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import { navigatorAttached } from '../model/navigation/navigation'
import { createAppRouter } from '../ui/router/routes'

/** Start-up step 2: the router, handed to the model as its navigator. */
export function startRouter(scope: Scope) {
  const router = createAppRouter(scope)
  // Not allSettled: that would also wait for the session check the router's first loader starts.
  scopeBind(navigatorAttached, { scope })(router)
  return router
}
