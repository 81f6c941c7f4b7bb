import { screen, within } from '@testing-library/react'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $currentSong, listPlayed } from '../../model/player/player'
import { installLayoutStubs } from '../../testing/dom'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { renderInScope } from '../../testing/render'
import { renderRoute } from '../../testing/render-route'
import { forkWithShell, signIn } from '../../testing/scope'
import { NowPlaying } from '../player/NowPlaying'
import { PlayingNow } from '../player/PlayingNow'
import { AlbumScreen } from './album/AlbumScreen'
import { ArtistScreen } from './artist/ArtistScreen'

/** What Navidrome 0.55+ sends: every artist with its id, the line that joins them, release data. */
const DUO = [
  { id: 'ar-a', name: 'Ana' },
  { id: 'ar-b', name: 'Bo' },
]
const SONG = { id: 's1', title: 'Crossing', track: 1, duration: 61, artist: 'Ana & Bo', artistId: 'ar-a', displayArtist: 'Ana & Bo', artists: DUO, albumId: 'al-1', explicitStatus: 'explicit' }
const CLEAN_SONG = { id: 's2', title: 'Quiet', track: 2, duration: 62, artist: 'Ana', artistId: 'ar-a', albumId: 'al-1', explicitStatus: 'clean' }
const ALBUM = {
  id: 'al-1',
  name: 'Two Roads',
  artist: 'Ana & Bo',
  artistId: 'ar-a',
  displayArtist: 'Ana & Bo',
  artists: DUO,
  year: 2020,
  originalReleaseDate: { year: 1994 },
  isCompilation: true,
  releaseTypes: ['album', 'compilation'],
  songCount: 2,
  duration: 123,
  song: [SONG, CLEAN_SONG],
}

beforeEach(() => installLayoutStubs())
afterEach(() => {
  vi.unstubAllGlobals()
})

function serve(artistAlbums: unknown[]) {
  stubFetch((url) => {
    switch (url.pathname.split('/').pop()) {
      case 'getAlbum':
        return subsonicOk({ album: ALBUM })
      case 'getArtist':
        return subsonicOk({ artist: { id: 'ar-a', name: 'Ana', albumCount: artistAlbums.length, album: artistAlbums } })
      case 'getAlbumList2':
        return subsonicOk({ albumList2: {} })
      default:
        // Album and artist info, top songs: not on this server (Supysonic's answer).
        return subsonicFailed(0, 'Unknown method')
    }
  })
}

describe('OpenSubsonic credits and release data on screens', () => {
  it('album page: each artist its own link joined as the display line joins them, the original year, the compilation and explicit badges', async () => {
    serve([])
    const { scope } = forkWithShell()
    await signIn(scope)
    renderRoute({ scope, path: '/library/albums/:albumId', at: '/library/albums/al-1', element: <AlbumScreen /> })
    await screen.findByRole('heading', { name: 'Two Roads', level: 1 })
    const headline = screen.getByText(/originally 1994/)
    expect(within(headline).getByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/library/artists/ar-a')
    expect(within(headline).getByRole('link', { name: 'Bo' })).toHaveAttribute('href', '/library/artists/ar-b')
    expect(headline.textContent).toMatch(/^Ana & Bo · 2020 \(originally 1994\)/)
    expect(screen.getByText('Compilation')).toBeInTheDocument()
    const table = await screen.findByRole('grid')
    const [, explicitRow, cleanRow] = await within(table).findAllByRole('row')
    expect(within(explicitRow as HTMLElement).getByRole('img', { name: 'Explicit' })).toBeInTheDocument()
    expect(within(explicitRow as HTMLElement).getByRole('link', { name: 'Bo' })).toHaveAttribute('href', '/library/artists/ar-b')
    expect(within(cleanRow as HTMLElement).queryByRole('img', { name: 'Explicit' })).toBeNull()
  })

  it('artist page: releases grouped by type in a fixed order, an album without types counted as an Album', async () => {
    serve([
      { id: 'x1', name: 'First Single', releaseTypes: ['Single'], year: 2019 },
      { id: 'x2', name: 'Untyped', year: 2018 },
      { id: 'x3', name: 'Short One', releaseTypes: ['EP'], year: 2017 },
      { id: 'x4', name: 'On Stage', releaseTypes: ['album', 'live'], year: 2016 },
      { id: 'x5', name: 'Best Of', releaseTypes: ['album'], isCompilation: true, explicitStatus: 'explicit', year: 2015 },
    ])
    const { scope } = forkWithShell()
    await signIn(scope)
    renderRoute({ scope, path: '/library/artists/:artistId', at: '/library/artists/ar-a', element: <ArtistScreen /> })
    await screen.findByRole('heading', { name: 'Ana', level: 1 })
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(groups).toEqual(['Albums', 'EPs', 'Singles', 'Live', 'Compilations'])
    expect(within(screen.getByRole('region', { name: 'Albums' })).getByRole('link', { name: /Untyped/ })).toBeInTheDocument()
    const best = within(screen.getByRole('region', { name: 'Compilations' })).getByRole('link', { name: /Best Of/ })
    expect(within(best).getByRole('img', { name: 'Explicit' })).toBeInTheDocument()
    expect(within(best).getByText('Compilation')).toBeInTheDocument()
  })

  it('artist page of a server without release types: one row of recent albums, no badge, as before', async () => {
    serve([
      { id: 'x1', name: 'One', year: 2019 },
      { id: 'x2', name: 'Two', year: 2018 },
    ])
    const { scope } = forkWithShell()
    await signIn(scope)
    renderRoute({ scope, path: '/library/artists/:artistId', at: '/library/artists/ar-a', element: <ArtistScreen /> })
    await screen.findByRole('heading', { name: 'Ana', level: 1 })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Recent albums'])
    expect(screen.queryByRole('img', { name: 'Explicit' })).toBeNull()
  })

  it('player bar and big player: each artist of the playing song its own link', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(listPlayed, { scope, params: { songs: [SONG], index: 0 } })
    expect(scope.getState($currentSong)?.id).toBe('s1')
    renderInScope(
      <>
        <div data-testid="bar">
          <NowPlaying />
        </div>
        <div data-testid="big">
          <PlayingNow />
        </div>
      </>,
      { scope },
    )
    for (const place of ['bar', 'big']) {
      const links = within(screen.getByTestId(place)).getAllByRole('link', { name: /^(Ana|Bo)$/ })
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/library/artists/ar-a', '/library/artists/ar-b'])
    }
  })
})
