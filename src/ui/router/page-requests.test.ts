import { waitFor } from '@testing-library/react'
import { matchPath } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { askForPage, PAGE_REQUESTS } from './page-requests'

afterEach(() => vi.unstubAllGlobals())

/*
 * This file imports no screen and no page model: each route's request must reach its model
 * module by itself, before the screen's code (and the module with it) has arrived, as at a
 * navigation's start.
 */
const CASES = [
  { path: '/search', at: '/search?query=night', method: 'search3' },
  { path: '/library/playlists/:playlistId', at: '/library/playlists/p1', method: 'getPlaylist' },
  { path: '/library/albums', at: '/library/albums?filter=byGenre', method: 'getGenres' },
  { path: '/library/albums', at: '/library/albums?filter=newest', method: 'getAlbumList2' },
  { path: '/library/artists/:artistId', at: '/library/artists/ar1', method: 'getArtist' },
  { path: '/library/albums/:albumId', at: '/library/albums/al1', method: 'getAlbum' },
  { path: '/library/artists', at: '/library/artists', method: 'getArtists' },
  { path: '/library/folders/:folderId', at: '/library/folders/f1', method: 'getMusicDirectory' },
] as const

describe("a route's page request asks the model for what its address names", () => {
  it.each(CASES)('$at asks the server ($method), its model not loaded before', async ({ path, at, method }) => {
    const { urls } = stubFetch(() => subsonicOk({}))
    const { scope } = forkWithShell()
    await signIn(scope)
    const address = new URL(at, 'http://app.test')
    askForPage(scope, path, matchPath(path, address.pathname)?.params ?? {}, address.search)
    await waitFor(() => expect(urls.map((url) => url.pathname.split('/').pop())).toContain(method))
  })

  it('asks for no album list while the Albums page by genre waits for a genre, and no search without a query', () => {
    const asks = (path: string, at: string) => PAGE_REQUESTS[path]!({}, new URL(at, 'http://app.test').searchParams).length
    expect(asks('/library/albums', '/library/albums?filter=byGenre')).toBe(1)
    expect(asks('/search', '/search')).toBe(0)
  })
})
