import type { RenderResult } from '@testing-library/react'
import type { Scope } from 'effector'
import type { ReactElement, ReactNode } from 'react'
import type { RouteObject } from 'react-router-dom'
import { Outlet, useRoutes } from 'react-router-dom'
import { VirtuosoGridMockContext, VirtuosoMockContext } from 'react-virtuoso'
import { createAppHistory } from '../ui/router/app-history'
import { HistoryRouter } from '../ui/router/AppRouter'
import { PAGE_REQUESTS } from '../ui/router/page-requests'
import type { RouteHandle } from '../ui/router/route-gate'
import { navigationGate } from '../ui/router/route-gate'
import { memoryWindow } from './memory-window'
import { renderInScope } from './render'

function Matched({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/**
 * Renders `element` as the router's one route `path`, opened at the address `at`, in the app's
 * providers and react-virtuoso's mock viewports (a 1000 × 1000 px grid of 160 × 200 px cards, a
 * 1000 px list of 40 px rows: jsdom measures nothing). `beside` renders next to the routes, inside
 * the router (an address probe). The app's history and route layer run its navigations (on a
 * history in memory): a route that loads a page (src/ui/router/page-requests.ts) asks the model
 * for what each address names as the navigation starts, as in the app.
 */
export function renderRoute(options: { scope: Scope; path: string; at: string; element: ReactElement; beside?: ReactNode }): RenderResult {
  const handle: RouteHandle = PAGE_REQUESTS[options.path] !== undefined ? { page: options.path } : {}
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          {options.beside}
        </>
      ),
      children: [{ path: options.path, element: options.element, handle }],
    },
  ]
  const history = createAppHistory(navigationGate(options.scope, routes), memoryWindow(options.at))
  return renderInScope(
    <VirtuosoGridMockContext.Provider value={{ viewportHeight: 1000, viewportWidth: 1000, itemHeight: 200, itemWidth: 160 }}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 40 }}>
        <HistoryRouter history={history}>
          <Matched routes={routes} />
        </HistoryRouter>
      </VirtuosoMockContext.Provider>
    </VirtuosoGridMockContext.Provider>,
    { scope: options.scope },
  )
}
