import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AlbumDetails } from '../../model/library/album-page'
import { albumRatingsSent, signedInTo } from '../../testing/album-rating-scope'
import { installLayoutStubs } from '../../testing/dom'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { renderInScope } from '../../testing/render'
import { AlbumActions } from '../screens/album/AlbumActions'
import { AlbumCard } from './AlbumCard'

const ALBUM: AlbumDetails = {
  id: 'al-1',
  name: 'Blue Train',
  artist: 'John Coltrane',
  artistId: 'ar-1',
  coverArt: 'al-1',
  year: 1957,
  genre: 'Jazz',
  songCount: 0,
  userRating: 3,
  songs: [],
  duration: 0,
  starred: false,
  playCount: undefined,
  created: undefined,
}

beforeEach(installLayoutStubs)
afterEach(() => vi.unstubAllGlobals())

describe('album rating on the album page', () => {
  it("shows the album's stars on Navidrome and rates the album from its menu", async () => {
    const scope = await signedInTo('navidrome')
    const { urls } = stubFetch(() => subsonicOk())
    renderInScope(<AlbumActions album={ALBUM} />, { scope })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Album rating: 3 of 5 stars' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitemradio', { name: 'Rate 3 stars' })).toBeChecked()
    // Each item says what it gives, not bare stars.
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['★ 1 star', '★★ 2 stars', '★★★ 3 stars', '★★★★ 4 stars', '★★★★★ 5 stars', 'Not rated'])
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Rate 5 stars' }))
    await waitFor(() => expect(albumRatingsSent(urls)).toEqual(['al-1=5']))
  })

  it('shows no rating on Supysonic', async () => {
    const scope = await signedInTo('supysonic')
    renderInScope(<AlbumActions album={{ ...ALBUM, userRating: undefined }} />, { scope })
    expect(screen.getByRole('button', { name: 'Like album' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Album rating/ })).toBeNull()
  })
})

describe("the album card menu's Rating submenu", () => {
  it('rates the card’s album on Navidrome', async () => {
    const scope = await signedInTo('navidrome')
    const { urls } = stubFetch(() => subsonicOk())
    renderInScope(<AlbumCard album={ALBUM} />, { scope })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More actions for Blue Train' }))
    const rating = await screen.findByRole('menuitem', { name: 'Rating' }, { timeout: 10_000 })
    await user.click(rating)
    const sub = await screen.findByRole('menuitemradio', { name: 'Rate 3 stars' })
    expect(sub).toBeChecked()
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Not rated' }))
    await waitFor(() => expect(albumRatingsSent(urls)).toEqual(['al-1=0']))
  })

  it('is not there on Supysonic', async () => {
    const scope = await signedInTo('supysonic')
    renderInScope(<AlbumCard album={{ ...ALBUM, userRating: undefined }} />, { scope })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More actions for Blue Train' }))
    expect(await screen.findByRole('menuitem', { name: /Play album/ }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Rating' })).toBeNull()
  })
})
