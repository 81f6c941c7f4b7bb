import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { navidromeFixture } from '../../testing/navidrome-fixtures'
import { jsonResponse, stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { albumRatingsSent as ratingsSent, signedInTo } from '../../testing/album-rating-scope'
import { recordToasts } from '../../testing/toast-log'
import { DEFAULT_ALBUM_FILTER } from './album-filters'
import { $albumList, albumFilterChanged } from './album-list'
import { albumPage } from './album-page'
import { albumsRated } from './album-rating'
import { $albumRatingsOffered } from './album-rating-offer'

/** Navidrome's recorded replies: getAlbum (rated 4) and an album list of it and an unrated album; setRating ok. */
function navidromeReplies(setRating: () => Response = () => subsonicOk({}, { type: 'navidrome' })) {
  return stubFetch((url) => {
    if (url.pathname.endsWith('/getAlbum')) return jsonResponse(navidromeFixture('getAlbum'))
    if (url.pathname.endsWith('/getAlbumList2')) return jsonResponse(navidromeFixture('getAlbumList2-rated'))
    if (url.pathname.endsWith('/setRating')) return setRating()
    if (url.pathname.endsWith('/getAlbumInfo2')) return subsonicOk({ albumInfo: {} }, { type: 'navidrome' })
    return subsonicOk({}, { type: 'navidrome' })
  })
}

const pageRating = (scope: Awaited<ReturnType<typeof signedInTo>>) => {
  const state = scope.getState(albumPage.$state)
  return state.status === 'ready' ? (state.data.userRating ?? 0) : null
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('album ratings on Navidrome', () => {
  it("show the album's stars, rate it with setRating(albumId), and the page and the grid follow; 0 removes it", async () => {
    const scope = await signedInTo('navidrome')
    const { urls } = navidromeReplies()
    expect(scope.getState($albumRatingsOffered)).toBe(true)
    await allSettled(albumPage.requested, { scope, params: '1' })
    await allSettled(albumFilterChanged, { scope, params: DEFAULT_ALBUM_FILTER })
    expect(pageRating(scope)).toBe(4)
    expect(scope.getState($albumList).albums.map((album) => album.userRating)).toEqual([4, undefined])

    await allSettled(albumsRated, { scope, params: { albumIds: ['1', '2'], rating: 2 } })
    expect(ratingsSent(urls)).toEqual(['1=2', '2=2'])
    expect(pageRating(scope)).toBe(2)
    expect(scope.getState($albumList).albums.map((album) => album.userRating)).toEqual([2, 2])

    await allSettled(albumsRated, { scope, params: { albumIds: ['1'], rating: 0 } })
    expect(ratingsSent(urls).at(-1)).toBe('1=0')
    expect(pageRating(scope)).toBe(0)
    expect(scope.getState($albumList).albums.map((album) => album.userRating)).toEqual([undefined, 2])
  })

  it('a refused rating changes nothing shown and says so in an error toast', async () => {
    const scope = await signedInTo('navidrome')
    navidromeReplies(() => subsonicFailed(70, 'Album not found', { type: 'navidrome' }))
    const toasts = recordToasts(scope)
    await allSettled(albumPage.requested, { scope, params: '1' })
    await allSettled(albumsRated, { scope, params: { albumIds: ['1'], rating: 5 } })
    expect(pageRating(scope)).toBe(4)
    expect(toasts()).toEqual([{ tone: 'error', text: expect.stringMatching(/server/i) }])
  })
})

describe('album ratings elsewhere', () => {
  it('are offered by another server once its albums come with a rating', async () => {
    const scope = await signedInTo('gonic')
    navidromeReplies()
    expect(scope.getState($albumRatingsOffered)).toBe(false)
    await allSettled(albumPage.requested, { scope, params: '1' })
    expect(scope.getState($albumRatingsOffered)).toBe(true)
  })

  it('are not offered by Supysonic (its albums carry no rating): nothing is sent, nothing shown', async () => {
    const scope = await signedInTo('supysonic')
    const toasts = recordToasts(scope)
    const { urls } = stubFetch((url) =>
      url.pathname.endsWith('/getAlbum') ? subsonicOk({ album: { id: 'al1', name: 'Supysonic album', song: [] } }) : subsonicFailed(0, 'Unknown method'),
    )
    await allSettled(albumPage.requested, { scope, params: 'al1' })
    expect(scope.getState($albumRatingsOffered)).toBe(false)
    await allSettled(albumsRated, { scope, params: { albumIds: ['al1'], rating: 3 } })
    expect(ratingsSent(urls)).toEqual([])
    expect(toasts()).toEqual([])
  })
})
