import { createWatch } from 'effector'
import type { Location, RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { artistsListRequested } from '../../model/library/lazy-requests'
import { forkWithShell } from '../../testing/scope'
import type { RouteHandle } from './route-gate'
import { navigationGate } from './route-gate'

const at = (path: string): Location => ({ pathname: path, search: '', hash: '', state: null, key: path })

describe("the route layer's part of a navigation", () => {
  it('answers once the code of every screen shown is there, a failed one included (the screen shows it)', async () => {
    let layoutArrived: () => void = () => {}
    const layout = vi.fn<() => Promise<void>>(() => new Promise<void>((resolve) => (layoutArrived = resolve)))
    const albums = vi.fn<() => Promise<void>>(() => Promise.reject(new Error('chunk failed')))
    const routes: RouteObject[] = [{ path: '/', handle: { preload: layout } satisfies RouteHandle, children: [{ path: 'library/albums', handle: { preload: albums } satisfies RouteHandle }] }]
    const { scope } = forkWithShell()
    let answer: string | null | undefined
    const done = navigationGate(scope, routes)(at('/library/albums'), at('/')).then((redirect) => (answer = redirect))
    expect([layout.mock.calls.length, albums.mock.calls.length]).toEqual([1, 1])
    await Promise.resolve()
    expect(answer).toBeUndefined()
    layoutArrived()
    await done
    expect(answer).toBeNull()
  })

  it("asks for nothing on a move within the page (the skip link's #main), and for the page again on the same address (a retry)", () => {
    const routes: RouteObject[] = [{ path: '/library/artists', handle: { page: '/library/artists' } satisfies RouteHandle }]
    const { scope } = forkWithShell()
    const asked = vi.fn<() => void>()
    createWatch({ unit: artistsListRequested, scope, fn: asked })
    const gate = navigationGate(scope, routes)
    void gate({ ...at('/library/artists'), hash: '#main' }, at('/library/artists'))
    expect(asked).not.toHaveBeenCalled()
    void gate(at('/library/artists'), at('/library/artists'))
    expect(asked).toHaveBeenCalledTimes(1)
  })

  it('asks the guards of the routes entered only, and goes where the first that redirects says', async () => {
    const layoutGuard = vi.fn<() => Promise<string | null>>(async () => '/sign-in')
    const pageGuard = vi.fn<() => Promise<string | null>>(async () => '/elsewhere')
    const routes: RouteObject[] = [{ path: '/', handle: { guard: layoutGuard } satisfies RouteHandle, children: [{ path: 'a', handle: { guard: pageGuard } satisfies RouteHandle }, { path: 'b' }] }]
    const { scope } = forkWithShell()
    const gate = navigationGate(scope, routes)
    expect(await gate(at('/a'), null)).toBe('/sign-in')
    expect(await gate(at('/a'), at('/b'))).toBe('/elsewhere')
    expect(await gate(at('/b'), at('/a'))).toBeNull()
    expect([layoutGuard.mock.calls.length, pageGuard.mock.calls.length]).toEqual([1, 2])
  })
})
