import type { ReactNode } from 'react'
import { startTransition, useLayoutEffect, useState } from 'react'
import type { RouteObject } from 'react-router-dom'
import { Router, useLocation, useRoutes } from 'react-router-dom'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { ErrorScreen } from '../screens/error/ErrorScreen'
import type { AppHistory, HistoryUpdate } from './app-history'

/** The app's router: its history (app-history.ts) and its routes (routes.tsx). */
export interface AppRouterParts {
  readonly history: AppHistory
  readonly routes: RouteObject[]
}

/**
 * React Router's declarative router on the app's history: each address the history shows is
 * rendered in a transition (as React Router's own routers do), the screen shown staying until
 * the next one is ready.
 */
export function HistoryRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [shown, setShown] = useState<HistoryUpdate>(() => ({ action: history.action, location: history.location }))
  useLayoutEffect(() => {
    const show = () => startTransition(() => setShown((state) => (state.location === history.location ? state : { action: history.action, location: history.location })))
    const unlisten = history.listen(show)
    // An address shown between the first render and this effect.
    show()
    return unlisten
  }, [history])
  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  )
}

const routeFailed = () => <ErrorScreen />

/** The routes of the address shown; the layout's or the sign-in page's error is ErrorScreen until the next navigation. */
function Routes({ routes }: { routes: RouteObject[] }) {
  const { key } = useLocation()
  return (
    <ErrorBoundary name="route" resetKey={key} fallback={routeFailed}>
      <Matched routes={routes} />
    </ErrorBoundary>
  )
}

function Matched({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

export function AppRouter({ router }: { router: AppRouterParts }) {
  return (
    <HistoryRouter history={router.history}>
      <Routes routes={router.routes} />
    </HistoryRouter>
  )
}
