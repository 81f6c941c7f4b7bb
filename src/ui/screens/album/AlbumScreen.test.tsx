import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../../testing/dom'
import { stubFetch, subsonicFailed, subsonicOk } from '../../../testing/fetch'
import { renderRoute } from '../../../testing/render-route'
import { forkWithShell, signIn } from '../../../testing/scope'
import { commandRequested } from '../../../commands/registry'
import { $currentSong } from '../../../model/player/player'
import { $isShuffleActive } from '../../../model/queue/queue'
import { AlbumScreen } from './AlbumScreen'

const SONGS = [
  { id: 's1', title: 'Departure', discNumber: 1, track: 1, duration: 6, artist: 'Miles Quartet', albumId: 'al-2' },
  { id: 's2', title: 'Sleeper Car', discNumber: 1, track: 2, duration: 8, artist: 'Miles Quartet', albumId: 'al-2' },
  { id: 's3', title: 'Border Crossing', discNumber: 2, track: 1, duration: 7, artist: 'Miles Quartet', albumId: 'al-2' },
]
const ALBUM = { id: 'al-2', name: 'Night Train Sessions', artist: 'Miles Quartet', artistId: 'ar-1', year: 2001, genre: 'Jazz', songCount: 3, duration: 21, song: SONGS }

beforeEach(() => installLayoutStubs())
afterEach(() => {
  vi.unstubAllGlobals()
})

async function renderAlbum(info: 'with links' | 'unsupported') {
  const fetched = stubFetch((url) => {
    switch (url.pathname.split('/').pop()) {
      case 'getAlbum':
        return subsonicOk({ album: ALBUM })
      case 'getAlbumInfo2':
        return info === 'unsupported'
          ? subsonicFailed(0, 'Unknown method')
          : subsonicOk({ albumInfo: { notes: 'Recorded <b>live</b> on a train. <a href="https://last.fm/x">Read more on Last.fm</a>', lastFmUrl: 'https://www.last.fm/music/Miles+Quartet/Night+Train+Sessions', musicBrainzId: 'mbid-1' } })
      case 'getArtist':
        return subsonicOk({ artist: { id: 'ar-1', name: 'Miles Quartet', album: [ALBUM, { id: 'al-1', name: 'Blue Hours', artist: 'Miles Quartet' }] } })
      case 'getAlbumList2':
        return subsonicOk({ albumList2: { album: [ALBUM, { id: 'al-9', name: 'Smoky Rooms', artist: 'Other Band' }] } })
      default:
        return subsonicOk({})
    }
  })
  const { scope } = forkWithShell()
  await signIn(scope)
  renderRoute({ scope, path: '/library/albums/:albumId', at: '/library/albums/al-2', element: <AlbumScreen /> })
  await screen.findByRole('heading', { name: 'Night Train Sessions', level: 1 })
  return { fetched, scope, user: userEvent.setup() }
}

describe('AlbumScreen', () => {
  it('asks for the album once: its route asks with the navigation, the screen asks nothing of its own', async () => {
    const asked = (urls: URL[]) => urls.filter((url) => url.pathname.endsWith('/getAlbum')).length
    const { fetched } = await renderAlbum('unsupported')
    // The page's tables mount in the background: by then the screen's effects have all run.
    await screen.findAllByRole('grid')
    expect(asked(fetched.urls)).toBe(1)
  })

  it('shows the headline, a heading per disc, more from the artist and the genre, and About with safe external links', async () => {
    await renderAlbum('with links')
    expect(screen.getByText(/2001 · .*3 songs · 0:21/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Miles Quartet' })).toHaveAttribute('href', '/library/artists/ar-1')
    expect(screen.getByRole('link', { name: 'Jazz' })).toHaveAttribute('href', '/library/albums?filter=byGenre&genre=Jazz')
    const disc1 = screen.getByRole('region', { name: 'Disc 1' })
    const disc2 = screen.getByRole('region', { name: 'Disc 2' })
    // Each disc's table mounts in the background (MountInBackground), a moment after the page.
    expect((await within(disc1).findAllByRole('row')).slice(1).map((row) => row.getAttribute('aria-label'))).toEqual(['Departure, Miles Quartet', 'Sleeper Car, Miles Quartet'])
    expect(await within(disc2).findAllByRole('row')).toHaveLength(2)
    const about = await screen.findByRole('region', { name: 'About' })
    expect(within(about).getByText('Recorded live on a train.')).toBeInTheDocument()
    for (const [name, href] of [
      ['Last.fm', 'https://www.last.fm/music/Miles+Quartet/Night+Train+Sessions'],
      ['MusicBrainz', 'https://musicbrainz.org/release/mbid-1'],
    ] as const) {
      const link = within(about).getByRole('link', { name })
      expect(link).toHaveAttribute('href', href)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const more = await screen.findByRole('region', { name: 'More from Miles Quartet' })
    expect(within(more).getByRole('link', { name: /^Blue Hours Miles Quartet/ })).toBeInTheDocument()
    expect(within(more).queryByRole('link', { name: /Night Train Sessions/ })).toBeNull()
    expect(within(more).getByRole('link', { name: 'Discography' })).toHaveAttribute('href', '/library/albums?filter=artistDiscography&artistId=ar-1&artistName=Miles+Quartet')
    const genre = await screen.findByRole('region', { name: 'More Jazz' })
    expect(within(genre).getByRole('link', { name: /^Smoky Rooms Other Band/ })).toBeInTheDocument()
  })

  it('leaves About out when the server lacks getAlbumInfo2, and likes the album (aria-pressed)', async () => {
    const { user, fetched } = await renderAlbum('unsupported')
    await waitFor(() => expect(fetched.urls.some((url) => url.pathname.endsWith('/getAlbumInfo2'))).toBe(true))
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    const like = screen.getByRole('button', { name: 'Like album' })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    await user.click(like)
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'))
    const star = fetched.urls.find((url) => url.pathname.endsWith('/star'))
    expect(star?.searchParams.get('albumId')).toBe('al-2')
  })

  it('plays and shuffles the album through its commands, with the songs already loaded (no second getAlbum)', async () => {
    const { user, fetched, scope } = await renderAlbum('unsupported')
    const requests: unknown[] = []
    commandRequested.watch((request) => requests.push(request))
    const albumCalls = () => fetched.urls.filter((url) => url.pathname.endsWith('/getAlbum')).length
    const before = albumCalls()
    await user.click(screen.getByRole('button', { name: 'Play' }))
    await waitFor(() => expect(scope.getState($currentSong)?.id).toBe('s1'))
    await user.click(screen.getByRole('button', { name: 'Shuffle' }))
    await waitFor(() => expect(scope.getState($isShuffleActive)).toBe(true))
    expect(requests.map((request) => (request as { id: string }).id)).toEqual(['library.playAlbum', 'library.shuffleAlbum'])
    expect(albumCalls()).toBe(before)
  })
})
