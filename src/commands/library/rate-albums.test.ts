import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { albumPage } from '../../model/library/album-page'
import { albumPageShown } from '../../model/library/open-album'
import { commandTargetChanged } from '../../model/targets/command-target'
import { albumRatingsSent, signedInTo } from '../../testing/album-rating-scope'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { $enabledCommandIds, commandRequested } from '../registry'

const album = (id: string) => subsonicOk({ album: { id, name: `Album ${id}`, song: [] } }, { type: 'navidrome' })

afterEach(() => vi.unstubAllGlobals())

describe('album rating commands', () => {
  it('keys 1–5 and 0 rate the focused album card, else the open album page; menus pass the albums', async () => {
    const scope = await signedInTo('navidrome')
    const { urls } = stubFetch((url) => (url.pathname.endsWith('/getAlbum') ? album(url.searchParams.get('id')!) : subsonicOk({ albumInfo: {} })))
    await allSettled(albumPage.requested, { scope, params: 'page' })
    await allSettled(albumPageShown, { scope, params: 'page' })
    await allSettled(commandRequested, { scope, params: { id: 'library.albumRating.rate4' } })
    await allSettled(commandTargetChanged, { scope, params: { kind: 'album', id: 'card', name: 'Album card' } })
    await allSettled(commandRequested, { scope, params: { id: 'library.albumRating.rate0' } })
    await allSettled(commandRequested, { scope, params: { id: 'library.albumRating.rateAlbums', payload: { albumIds: ['a', 'b'], rating: 5 } } })
    expect(albumRatingsSent(urls)).toEqual(['page=4', 'card=0', 'a=5', 'b=5'])
  })

  it('are not offered on Supysonic, which does not rate albums', async () => {
    const scope = await signedInTo('supysonic')
    const { urls } = stubFetch(() => subsonicOk())
    await allSettled(commandTargetChanged, { scope, params: { kind: 'album', id: 'card', name: 'Album card' } })
    expect([...scope.getState($enabledCommandIds)].filter((id) => id.startsWith('library.albumRating'))).toEqual([])
    await allSettled(commandRequested, { scope, params: { id: 'library.albumRating.rate3' } })
    await allSettled(commandRequested, { scope, params: { id: 'library.albumRating.rateAlbums', payload: { albumIds: ['card'], rating: 3 } } })
    expect(albumRatingsSent(urls)).toEqual([])
  })
})
