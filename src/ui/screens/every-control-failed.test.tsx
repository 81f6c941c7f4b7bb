import { screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../testing/dom'
import { activateAll } from '../../testing/every-control'
import { renderAt, signedInScope } from '../../testing/every-control-scope'
import { LIBRARY } from '../../testing/every-control-library'
import { stubFetch, subsonicFailed } from '../../testing/fetch'
import { AlbumScreen } from './album/AlbumScreen'
import { ArtistScreen } from './artist/ArtistScreen'
import { ArtistsScreen } from './artists/ArtistsScreen'
import { PlaylistScreen } from './playlist/PlaylistScreen'
import { PlaylistsScreen } from './playlists/PlaylistsScreen'
import { SearchScreen } from './search/SearchScreen'
import { SongsScreen } from './songs/SongsScreen'

/**
 * The walk of every-control-screens.test.tsx on the screens' failed state: signed in, then the
 * server refuses every call, so each screen shows its error with a Retry — which runs the same
 * loading command the screen's route ran.
 */

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

interface FailedCase {
  readonly name: string
  readonly path: string
  readonly route: string
  readonly element: ReactElement
  readonly command: string
}

const FAILED: readonly FailedCase[] = [
  { name: 'an Album page', path: '/library/albums/al1', route: '/library/albums/:albumId', element: <AlbumScreen />, command: 'library.retryPage' },
  { name: 'an Artist page', path: '/library/artists/ar1', route: '/library/artists/:artistId', element: <ArtistScreen />, command: 'library.retryPage' },
  { name: 'the Artists page', path: '/library/artists', route: '/library/artists', element: <ArtistsScreen />, command: 'library.retryPage' },
  { name: 'a Playlist page', path: '/library/playlists/p1', route: '/library/playlists/:playlistId', element: <PlaylistScreen />, command: 'playlists.reload' },
  { name: 'the Playlists page', path: '/library/playlists', route: '/library/playlists', element: <PlaylistsScreen />, command: 'playlists.refresh' },
  { name: 'the Search page', path: '/search?query=night', route: '/search', element: <SearchScreen />, command: 'library.retryPage' },
  { name: 'the Songs page', path: '/library/songs', route: '/library/songs', element: <SongsScreen />, command: 'library.retryList' },
]

describe('every control of a screen that failed to load runs a command', { timeout: 120_000 }, () => {
  it.each(FAILED)('on $name', async ({ path, route, element, command }) => {
    const scope = await signedInScope(LIBRARY)
    stubFetch(() => subsonicFailed(0, 'The server is having a bad day'))
    renderAt(scope, path, route, element)
    await screen.findByRole('button', { name: 'Try again' })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran.has(command)).toBe(true)
  })
})
