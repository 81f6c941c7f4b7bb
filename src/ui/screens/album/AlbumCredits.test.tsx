import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installLayoutStubs } from '../../../testing/dom'
import { jsonResponse, stubFetch, subsonicFailed, subsonicOk } from '../../../testing/fetch'
import { navidromeFixture } from '../../../testing/navidrome-fixtures'
import { renderRoute } from '../../../testing/render-route'
import { forkWithShell, signIn } from '../../../testing/scope'
import { AlbumScreen } from './AlbumScreen'

type Recorded = { 'subsonic-response': { album: Record<string, unknown> & { song: Record<string, unknown>[] } } }

beforeEach(() => installLayoutStubs())
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The album page over the recorded Navidrome getAlbum (tests/fixtures/navidrome), changed by `edit`. */
async function renderRecordedAlbum(edit: (recorded: Recorded) => void = () => undefined) {
  const recorded = structuredClone(navidromeFixture('getAlbum')) as Recorded
  edit(recorded)
  stubFetch((url) => {
    switch (url.pathname.split('/').pop()) {
      case 'getAlbum':
        return jsonResponse(recorded)
      case 'getAlbumInfo2':
        return subsonicFailed(0, 'Unknown method')
      default:
        return subsonicOk({})
    }
  })
  const { scope } = forkWithShell()
  await signIn(scope)
  renderRoute({ scope, path: '/library/albums/:albumId', at: '/library/albums/1', element: <AlbumScreen /> })
  const heading = await screen.findByRole('heading', { name: 'album', level: 1 })
  return { headline: heading.closest<HTMLElement>('[data-key-context="album"]')! }
}

const linkNames = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])

describe('the album page with OpenSubsonic credits (recorded Navidrome answers)', () => {
  it('links each album artist in the headline and lists the songs’ contributors by role', async () => {
    const { headline } = await renderRecordedAlbum()
    expect(linkNames(headline)).toEqual(expect.arrayContaining([['artist1', '/library/artists/1'], ['artist2', '/library/artists/2']]))
    const credits = screen.getByRole('region', { name: 'Credits' })
    expect(within(credits).getAllByRole('term').map((term) => term.textContent)).toEqual(['Role1', 'Role2 (subrole4)'])
    expect(within(credits).getAllByRole('definition').map((value) => value.textContent)).toEqual(['artist1', 'artist2'])
    expect(within(credits).getByRole('link', { name: 'artist2' })).toHaveAttribute('href', '/library/artists/2')
  })

  it('takes the album artists from its songs when the album itself lists none', async () => {
    const { headline } = await renderRecordedAlbum((recorded) => {
      delete recorded['subsonic-response'].album.artists
      delete recorded['subsonic-response'].album.displayArtist
    })
    expect(linkNames(headline)).toEqual(expect.arrayContaining([['album artist1', '/library/artists/1'], ['album artist2', '/library/artists/2']]))
    expect(headline).toHaveTextContent('album artist1 & album artist2')
  })

  it('names a role it knows in the user’s language (composer), each artist a link', async () => {
    await renderRecordedAlbum((recorded) => {
      recorded['subsonic-response'].album.song[0]!.contributors = [{ role: 'composer', artist: { id: '7', name: 'Clara' } }]
    })
    const credits = screen.getByRole('region', { name: 'Credits' })
    expect(within(credits).getByRole('term')).toHaveTextContent('Composer')
    expect(within(credits).getByRole('link', { name: 'Clara' })).toHaveAttribute('href', '/library/artists/7')
  })

  it('leaves Credits out for songs without contributors', async () => {
    await renderRecordedAlbum((recorded) => {
      for (const song of recorded['subsonic-response'].album.song) delete song.contributors
    })
    expect(screen.queryByRole('region', { name: 'Credits' })).toBeNull()
  })
})
