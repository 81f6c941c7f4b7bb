import { screen } from '@testing-library/react'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { homeOpened } from '../../model/home/home-sections'
import { $savedServers } from '../../model/servers/saved-servers'
import { installLayoutStubs } from '../../testing/dom'
import { activateAll, answerFrom, renderAt, signedInScope } from '../../testing/every-control'
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
 * `commandRequested`, unless it is one of the exceptions in src/testing/every-control.tsx.
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
/** What an album card's menu runs. */
const ALBUM_MENU = ['library.playAlbum', 'library.shuffleAlbum', 'library.openAlbum']

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

// Each walk activates a few dozen controls and menu items, one act() each (slow on a busy machine).
describe('every control of a screen runs a command', { timeout: 120_000 }, () => {
  it('on Home', async () => {
    const scope = await signedInScope(LIBRARY)
    await allSettled(homeOpened, { scope })
    renderAt(scope, '/', '/', <HomeScreen />)
    await screen.findAllByRole('link', { name: /Night Train/ })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(ALBUM_MENU))
  })

  it('on the Artists page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/artists', '/library/artists', <ArtistsScreen />)
    await screen.findByText('Miles Quartet')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.openArtist']))
  })

  it('on an Artist page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/artists/ar1', '/library/artists/:artistId', <ArtistScreen />)
    await screen.findAllByText('Night Train')
    const { without, ran } = await activateAll(scope, { rowMenus: false })
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playArtistRadio', 'library.shuffleArtistRadio', 'library.mix.artistMix', ...ALBUM_MENU, 'library.playFrom']))
  })

  it('on the Albums page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/albums', '/library/albums', <AlbumsScreen />)
    await screen.findAllByText('Night Train')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(ALBUM_MENU))
  })

  it('on the Search page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/search?query=night', '/search', <SearchScreen />)
    await screen.findAllByText('Departure')
    const { without, ran } = await activateAll(scope, { rowMenus: false })
    expect(without).toEqual([])
    expect(ran).toEqual(new Set([...ALBUM_MENU, 'library.playFrom']))
  })

  it('on the Playlist page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/playlists/p1', '/library/playlists/:playlistId', <PlaylistScreen />)
    await screen.findByRole('grid', { name: /Road trip/ })
    const { without, ran } = await activateAll(scope, { rowMenus: /^Remove from playlist/ })
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['playlists.play', 'playlists.reload', 'library.playFrom', 'playlists.removeSongs', 'playlists.edit', 'playlists.delete']))
  })

  it('on the Playlists page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/playlists', '/library/playlists', <PlaylistsScreen />)
    await screen.findByRole('grid')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['playlists.open']))
  })

  it('on the Radios page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/radios', '/library/radios', <RadiosScreen />)
    await screen.findByRole('table', { name: 'Radio stations' })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['radios.new', 'radios.play', 'radios.edit', 'radios.delete']))
  })

  it('on an Album page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/albums/al1', '/library/albums/:albumId', <AlbumScreen />)
    await screen.findByRole('grid')
    const { without, ran } = await activateAll(scope, { rowMenus: false })
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playAlbum', 'library.shuffleAlbum', 'library.toggleAlbumLike', 'library.playFrom']))
  })

  it('on the Songs page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/songs', '/library/songs', <SongsScreen />)
    await screen.findByRole('grid')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playFrom', ...SONG_MENU]))
  })

  it('on the Login screen, with saved servers', async () => {
    answerFrom(LIBRARY)
    const server = { name: 'home.test', url: 'http://home.test', username: 'alice', authType: 'token', password: 'tok', salt: 'salt', protocolVersion: '1.16.1', serverType: 'navidrome' } as const
    const { scope } = forkWithShell({ values: [[$savedServers, [{ ...server, id: 'alice@http://home.test' }, { ...server, id: 'bob@http://home.test', username: 'bob' }]]] })
    renderAt(scope, '/login', '/login', <LoginScreen />)
    await screen.findByRole('region', { name: 'Saved servers' })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['app.servers.switchServer', 'app.servers.forgetServer']))
  })
})
