import { createWatch } from 'effector'
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { CommandRequest } from '../../commands/registry'
import { commandRequested } from '../../commands/registry'
import { forkWithShell } from '../../testing/scope'
import { appRoutes } from './routes'

function routeAt(routes: readonly RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route
    const found = route.children && routeAt(route.children, path)
    if (found) return found
  }
  return undefined
}

describe('app routes', () => {
  it("asks for an album's data with the navigation, before its screen's code has arrived", () => {
    const { scope } = forkWithShell()
    const requests: CommandRequest[] = []
    createWatch({ unit: commandRequested, scope, fn: (request) => requests.push(request) })
    const loader = routeAt(appRoutes(scope), 'library/albums/:albumId')?.loader
    if (typeof loader !== 'function') throw new Error('no loader on the album route')
    const url = 'http://localhost/library/albums/al-7'
    void loader({ params: { albumId: 'al-7' }, request: new Request(url), url: new URL(url), pattern: '/library/albums/:albumId', context: undefined } as LoaderFunctionArgs, undefined)
    expect(requests).toEqual([{ id: 'library.loadAlbum', payload: { albumId: 'al-7' } }])
  })
})
