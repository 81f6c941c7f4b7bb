import { screen } from '@testing-library/react'
import { createWatch, scopeBind } from 'effector'
import { Suspense } from 'react'
import type { RouteObject } from 'react-router-dom'
import { Outlet } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { albumPageRequested } from '../../model/library/lazy-requests'
import { navigated, navigatorAttached } from '../../model/navigation/navigation'
import { memoryWindow } from '../../testing/memory-window'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { PageSkeleton } from '../layout/PageSkeleton'
import { createAppHistory } from './app-history'
import { AppRouter } from './AppRouter'
import { lazyPage } from './lazy-page'
import { preloadable } from './preloadable'
import { navigationGate } from './route-gate'
import { ScreenBoundary } from './ScreenBoundary'

afterEach(() => vi.restoreAllMocks())

/** A screen whose code arrives when the test says (`arrive`), or fails (`fail`). */
function heldScreen(title: string) {
  let arrive: () => void = () => {}
  let fail: (error: Error) => void = () => {}
  type Loaded = { Screen: () => React.JSX.Element }
  const load = vi.fn<() => Promise<Loaded>>(
    () =>
      new Promise<Loaded>((resolve, reject) => {
        arrive = () => resolve({ Screen: () => <h1>{title}</h1> })
        fail = reject
      }),
  )
  const screenOf = preloadable(load, 'Screen')
  return { screenOf, load, arrive: () => arrive(), fail: (error: Error) => fail(error) }
}

/** The app's router on a history in memory: a layout (its navigation and the screen's boundary) around `pages`. */
function renderApp(pages: RouteObject[], at = '/') {
  const { scope } = forkWithShell()
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <>
          <nav aria-label="Library" />
          <ScreenBoundary>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </ScreenBoundary>
        </>
      ),
      children: [{ index: true, element: <h1>Home</h1> }, ...pages],
    },
  ]
  const history = createAppHistory(navigationGate(scope, routes), memoryWindow(at))
  scopeBind(navigatorAttached, { scope })(history)
  renderInScope(<AppRouter router={{ history, routes }} />, { scope })
  return { scope, history }
}

describe("the app's router", () => {
  it("keeps the screen shown until the next one's code is there: no skeleton between them", async () => {
    const albums = heldScreen('Albums')
    const { history } = renderApp([{ path: 'library/albums', element: lazyPage(albums.screenOf.Component), handle: { preload: albums.screenOf.preload } }])
    await screen.findByRole('heading', { name: 'Home' })
    // Every change of the page until Albums shows: none may hold a skeleton, Home stays till then.
    const states: string[] = []
    const observer = new MutationObserver(() => states.push(document.querySelector('[role=status]') ? 'skeleton' : (document.querySelector('h1')?.textContent ?? 'nothing')))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    history.navigate('/library/albums')
    expect(albums.load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(albums.load).toHaveBeenCalledTimes(1))
    albums.arrive()
    expect(await screen.findByRole('heading', { name: 'Albums' })).toBeInTheDocument()
    observer.disconnect()
    expect(new Set(states)).toEqual(new Set(['Albums']))
  })

  it("asks for a page's data the moment the model navigates, before its screen's code has arrived", () => {
    const album = heldScreen('An album')
    const { scope } = renderApp([
      { path: 'library/albums/:albumId', element: lazyPage(album.screenOf.Component), handle: { preload: album.screenOf.preload, page: '/library/albums/:albumId' } },
    ])
    const asked: string[] = []
    createWatch({ unit: albumPageRequested, scope, fn: (id) => asked.push(id) })
    scopeBind(navigated, { scope })('/library/albums/al-3')
    expect(asked).toEqual(['al-3'])
    expect(album.load).toHaveBeenCalledTimes(1)
  })

  it("shows a screen whose code failed to arrive as that screen's error, inside the layout", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const albums = heldScreen('Albums')
    const { history } = renderApp([{ path: 'library/albums', element: lazyPage(albums.screenOf.Component), handle: { preload: albums.screenOf.preload } }])
    await screen.findByRole('heading', { name: 'Home' })
    history.navigate('/library/albums')
    albums.fail(new TypeError('Failed to fetch dynamically imported module'))
    // The screen's render asks once more (a chunk may arrive on the next try): it fails too.
    await vi.waitFor(() => expect(albums.load).toHaveBeenCalledTimes(2))
    albums.fail(new TypeError('Failed to fetch dynamically imported module'))
    expect(await screen.findByRole('heading', { name: 'Tonearm has been updated', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Library' })).toBeInTheDocument()
  })
})
