import { screen } from '@testing-library/react'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { homeOpened } from '../../model/home/home-sections'
import { installLayoutStubs } from '../../testing/dom'
import { activateAll, renderAt, signedInScope } from '../../testing/every-control'
import { LIBRARY } from '../../testing/every-control-library'
import { AlbumScreen } from './album/AlbumScreen'
import { AlbumsScreen } from './albums/AlbumsScreen'
import { ArtistScreen } from './artist/ArtistScreen'
import { ArtistsScreen } from './artists/ArtistsScreen'
import { HomeScreen } from './home/HomeScreen'
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

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

describe('every control of a screen runs a command', () => {
  it('on Home', async () => {
    const scope = await signedInScope(LIBRARY)
    await allSettled(homeOpened, { scope })
    renderAt(scope, '/', '/', <HomeScreen />)
    await screen.findAllByRole('link', { name: /Night Train/ })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playAlbum']))
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
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playArtistRadio', 'library.shuffleArtistRadio', 'library.mix.artistMix', 'library.playAlbum']))
  })

  it('on the Albums page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/albums', '/library/albums', <AlbumsScreen />)
    await screen.findAllByText('Night Train')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playAlbum']))
  })

  it('on the Search page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/search?query=night', '/search', <SearchScreen />)
    await screen.findAllByText('Departure')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playAlbum', 'library.playFrom']))
  })

  it('on the Playlist page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/playlists/p1', '/library/playlists/:playlistId', <PlaylistScreen />)
    await screen.findByRole('grid', { name: /Road trip/ })
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['playlists.play', 'playlists.reload', 'library.playFrom']))
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
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playAlbum', 'library.shuffleAlbum', 'library.toggleAlbumLike', 'library.playFrom']))
  })

  it('on the Songs page', async () => {
    const scope = await signedInScope(LIBRARY)
    renderAt(scope, '/library/songs', '/library/songs', <SongsScreen />)
    await screen.findByRole('grid')
    const { without, ran } = await activateAll(scope)
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['library.playFrom']))
  })
})
