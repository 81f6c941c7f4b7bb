import type { RenderResult } from '@testing-library/react'
import type { Scope } from 'effector'
import type { ReactElement, ReactNode } from 'react'
import { createMemoryRouter, MemoryRouter, Outlet, Route, RouterProvider, Routes } from 'react-router-dom'
import { VirtuosoGridMockContext, VirtuosoMockContext } from 'react-virtuoso'
import { askForPage, PAGE_REQUESTS } from '../ui/router/page-requests'
import { renderInScope } from './render'

/**
 * Renders `element` as the router's one route `path`, opened at the address `at`, in the app's
 * providers and react-virtuoso's mock viewports (a 1000 × 1000 px grid of 160 × 200 px cards, a
 * 1000 px list of 40 px rows: jsdom measures nothing). `beside` renders next to the routes, inside
 * the router (an address probe). A route that loads a page (src/ui/router/page-requests.ts) has
 * the app's loader: it asks the model for what each address names, as the app's router does,
 * before the screen shows (its first render waits for the loader, a moment).
 */
export function renderRoute(options: { scope: Scope; path: string; at: string; element: ReactElement; beside?: ReactNode }): RenderResult {
  const loads = PAGE_REQUESTS[options.path] !== undefined
  const router = loads
    ? createMemoryRouter(
        [
          {
            // The screen's first render waits for the loader: nothing meanwhile.
            hydrateFallbackElement: null,
            element: (
              <>
                <Outlet />
                {options.beside}
              </>
            ),
            children: [
              {
                path: options.path,
                element: options.element,
                loader: ({ params, request }) => {
                  askForPage(options.scope, options.path, params, request.url)
                  return null
                },
              },
            ],
          },
        ],
        { initialEntries: [options.at] },
      )
    : null
  return renderInScope(
    <VirtuosoGridMockContext.Provider value={{ viewportHeight: 1000, viewportWidth: 1000, itemHeight: 200, itemWidth: 160 }}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 40 }}>
        {router ? (
          <RouterProvider router={router} />
        ) : (
          <MemoryRouter initialEntries={[options.at]}>
            <Routes>
              <Route path={options.path} element={options.element} />
            </Routes>
            {options.beside}
          </MemoryRouter>
        )}
      </VirtuosoMockContext.Provider>
    </VirtuosoGridMockContext.Provider>,
    { scope: options.scope },
  )
}
