import type { RenderResult } from '@testing-library/react'
import type { Scope } from 'effector'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { VirtuosoGridMockContext, VirtuosoMockContext } from 'react-virtuoso'
import { renderInScope } from './render'

/**
 * Renders `element` as the router's one route `path`, opened at the address `at`, in the app's
 * providers and react-virtuoso's mock viewports (a 1000 × 1000 px grid of 160 × 200 px cards, a
 * 1000 px list of 40 px rows: jsdom measures nothing). `beside` renders next to the routes, inside
 * the router (an address probe).
 */
export function renderRoute(options: { scope: Scope; path: string; at: string; element: ReactElement; beside?: ReactNode }): RenderResult {
  return renderInScope(
    <VirtuosoGridMockContext.Provider value={{ viewportHeight: 1000, viewportWidth: 1000, itemHeight: 200, itemWidth: 160 }}>
      <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 40 }}>
        <MemoryRouter initialEntries={[options.at]}>
          <Routes>
            <Route path={options.path} element={options.element} />
          </Routes>
          {options.beside}
        </MemoryRouter>
      </VirtuosoMockContext.Provider>
    </VirtuosoGridMockContext.Provider>,
    { scope: options.scope },
  )
}
