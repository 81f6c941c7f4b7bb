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

/** The commands a route's loader runs at once (synchronously), for the address `url`. */
function requestsOfLoader(path: string, url: string, params: Record<string, string> = {}): CommandRequest[] {
  const { scope } = forkWithShell()
  const requests: CommandRequest[] = []
  createWatch({ unit: commandRequested, scope, fn: (request) => requests.push(request) })
  const loader = routeAt(appRoutes(scope), path)?.loader
  if (typeof loader !== 'function') throw new Error(`no loader on ${path}`)
  const href = `http://localhost${url}`
  void loader({ params, request: new Request(href), url: new URL(href), pattern: `/${path}`, context: undefined } as LoaderFunctionArgs, undefined)
  return requests
}

describe('app routes', () => {
  it("asks for an album's data with the navigation, before its screen's code has arrived", () => {
    expect(requestsOfLoader('library/albums/:albumId', '/library/albums/al-7', { albumId: 'al-7' })).toEqual([{ id: 'library.loadAlbum', payload: { albumId: 'al-7' } }])
  })

  it("asks for the Albums list of the address's filter with the navigation, and for none while a genre is still to be picked", () => {
    const [request] = requestsOfLoader('library/albums', '/library/albums?filter=byGenre&genre=Jazz')
    expect(request).toMatchObject({ id: 'library.loadAlbums', payload: { filter: { filter: 'byGenre', genre: 'Jazz' } } })
    expect(requestsOfLoader('library/albums', '/library/albums?filter=byGenre')).toEqual([])
  })

  it("asks for the Songs list of the address's view and for the artists with the navigation", () => {
    expect(requestsOfLoader('library/songs', '/library/songs?filter=search&query=blue')).toEqual([
      { id: 'library.loadSongs', payload: { view: { query: 'blue', artistId: '', artistName: '' } } },
    ])
    expect(requestsOfLoader('library/artists', '/library/artists')).toEqual([{ id: 'library.loadArtists', payload: undefined }])
  })
})
