import { screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $savedServers } from '../../model/servers/saved-servers'
import { installLayoutStubs } from '../../testing/dom'
import { activateAll } from '../../testing/every-control'
import { answerFrom, renderAt, signedInScope } from '../../testing/every-control-scope'
import { TOASTS_CLOSE_AT_ONCE } from '../../testing/toast-log'
import { LIBRARY } from '../../testing/every-control-library'
import { forkWithShell } from '../../testing/scope'
import { AlbumScreen } from './album/AlbumScreen'
import { AlbumsScreen } from './albums/AlbumsScreen'
import { ArtistScreen } from './artist/ArtistScreen'
import { ArtistsScreen } from './artists/ArtistsScreen'
import { HomeScreen } from './home/HomeScreen'
import { LoginScreen } from './login/LoginScreen'
import { PlaylistScreen } from './playlist/PlaylistScreen'
import { PlaylistsScreen } from './playlists/PlaylistsScreen'
import { RadiosScreen } from './radios/RadiosScreen'
import { SearchScreen } from './search/SearchScreen'
import { SongsScreen } from './songs/SongsScreen'

/**
 * The bus's promise (issue 12): every control of a screen runs a command. Each screen is rendered
 * once with fixture data, then each of its controls is activated and must fire
 * `commandRequested`, unless it is one of the exceptions in src/testing/every-control.ts.
 */

/**
 * What a song row's context menu runs (walked on the first row of the Songs page's table; the
 * Album, Artist and Search pages show the same SongTable, the Playlist page adds one item).
 */
const SONG_MENU = [
  'library.play',
  'library.playNext',
  'library.addToQueue',
  'library.mix.instantMix',
  'library.toggleLike',
  'library.download',
  'library.songInfo',
  ...[0, 1, 2, 3, 4, 5].map((stars) => `library.rating.rate${stars}`),
  'library.goToAlbum',
  'library.goToArtist',
  'playlists.addToPlaylist',
]
/** The rating filter above a song table (its menu's items). */
const RATING_FILTER = 'library.ratingFilter.filterByRating'
/** What an album card's menu runs. */
const ALBUM_MENU = ['library.playAlbum', 'library.shuffleAlbum', 'offline.keepAlbum', 'library.openAlbum']

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

interface ScreenCase {
  readonly name: string
  readonly path: string
  readonly route: string
  readonly element: ReactElement
  /** Resolves once the screen shows its fixture data. */
  readonly ready: () => Promise<unknown>
  readonly walk?: Parameters<typeof activateAll>[1]
  /** Every command its controls run. */
  readonly commands: readonly string[]
}

const SCREENS: readonly ScreenCase[] = [
  { name: 'Home', path: '/', route: '/', element: <HomeScreen />, ready: () => screen.findAllByRole('link', { name: /Night Train/ }), commands: ALBUM_MENU },
  { name: 'the Artists page', path: '/library/artists', route: '/library/artists', element: <ArtistsScreen />, ready: () => screen.findByText('Miles Quartet'), commands: ['library.openArtist'] },
  {
    name: 'an Artist page',
    path: '/library/artists/ar1',
    route: '/library/artists/:artistId',
    element: <ArtistScreen />,
    ready: () => screen.findAllByText('Night Train'),
    walk: { rowMenus: false },
    commands: ['library.playArtistRadio', 'library.shuffleArtistRadio', 'library.mix.artistMix', ...ALBUM_MENU, 'library.playFrom'],
  },
  { name: 'the Albums page', path: '/library/albums', route: '/library/albums', element: <AlbumsScreen />, ready: () => screen.findAllByText('Night Train'), commands: ALBUM_MENU },
  {
    name: 'the Search page',
    path: '/search?query=night',
    route: '/search',
    element: <SearchScreen />,
    ready: () => screen.findAllByText('Departure'),
    walk: { rowMenus: false },
    commands: [...ALBUM_MENU, 'library.playFrom'],
  },
  {
    name: 'the Playlist page',
    path: '/library/playlists/p1',
    route: '/library/playlists/:playlistId',
    element: <PlaylistScreen />,
    ready: () => screen.findByRole('grid', { name: /Road trip/ }),
    walk: { rowMenus: /^Remove from playlist/ },
    commands: ['playlists.play', 'playlists.reload', 'library.playFrom', RATING_FILTER, 'playlists.removeSongs', 'playlists.edit', 'playlists.delete', 'offline.keepPlaylist'],
  },
  { name: 'the Playlists page', path: '/library/playlists', route: '/library/playlists', element: <PlaylistsScreen />, ready: () => screen.findByRole('grid'), commands: ['playlists.open'] },
  {
    name: 'the Radios page',
    path: '/library/radios',
    route: '/library/radios',
    element: <RadiosScreen />,
    ready: () => screen.findByRole('table', { name: 'Radio stations' }),
    commands: ['radios.new', 'radios.play', 'radios.edit', 'radios.delete'],
  },
  {
    name: 'an Album page',
    path: '/library/albums/al1',
    route: '/library/albums/:albumId',
    element: <AlbumScreen />,
    ready: () => screen.findByRole('grid'),
    walk: { rowMenus: false },
    commands: ['library.playAlbum', 'library.shuffleAlbum', 'library.toggleAlbumLike', 'offline.keepAlbum', 'library.playFrom', RATING_FILTER],
  },
  { name: 'the Songs page', path: '/library/songs', route: '/library/songs', element: <SongsScreen />, ready: () => screen.findByRole('grid'), commands: ['library.playFrom', RATING_FILTER, ...SONG_MENU] },
]

// Each walk activates a few dozen controls and menu items, one act() each (slow on a busy machine).
describe('every control of a screen runs a command', { timeout: 120_000 }, () => {
  it.each(SCREENS)('on $name', async ({ path, route, element, ready, walk, commands }) => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, path, route, element)
    await ready()
    const { without, ran } = await activateAll(scope, walk)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(commands))
  })

  it('on the Login screen, with saved servers', async () => {
    answerFrom(LIBRARY)
    const server = { name: 'home.test', url: 'http://home.test', username: 'alice', authType: 'token', password: 'tok', salt: 'salt', protocolVersion: '1.16.1', serverType: 'navidrome' } as const
    const { scope } = forkWithShell({ handlers: [TOASTS_CLOSE_AT_ONCE], values: [[$savedServers, [{ ...server, id: 'alice@http://home.test' }, { ...server, id: 'bob@http://home.test', username: 'bob', name: 'work.test' }]]] })
    renderAt(scope, '/login', '/login', <LoginScreen />)
    await screen.findByRole('region', { name: 'Saved servers' })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['app.servers.renameServer', 'app.servers.switchServer', 'app.servers.forgetServer']))
  })
})
