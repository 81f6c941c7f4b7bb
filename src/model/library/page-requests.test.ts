import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import { commandRequested } from '../../commands/registry'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { searchPage } from '../search/search-page'
import { albumPage } from './album-page'
import { artistsList } from './artists-list'
import { genres } from './genres'
import { albumPageRequested, artistsListOpened, artistsListRequested, genresRequested } from './lazy-requests'
import { albumPageOpened } from './open-album'

const ARTISTS = { artists: { index: [{ name: 'A', artist: [{ id: 'a1', name: 'Alpha', albumCount: 3 }] }] } }
const calls = (urls: readonly URL[], method: string) => urls.filter((url) => url.pathname.endsWith(`/${method}`)).length

describe('a page asks the model for its data; the model asks the server once', () => {
  it('asks for an opened album page unless that album was the last asked for (the route asked with the navigation)', async () => {
    const { scope } = forkWithShell()
    const asked: string[] = []
    // The album page's own model: what reaches it, once its module is loaded (lazy-requests.ts).
    createWatch({ unit: albumPage.requested, scope, fn: (albumId) => asked.push(albumId) })
    await allSettled(albumPageOpened, { scope, params: 'al1' })
    await allSettled(albumPageRequested, { scope, params: 'al2' })
    await allSettled(albumPageOpened, { scope, params: 'al2' })
    await allSettled(albumPageOpened, { scope, params: 'al1' })
    expect(asked).toEqual(['al1', 'al2', 'al1'])
  })

  it('asks for the artists as their screen opens only when the list is neither under way nor answered, and again after a failure', async () => {
    let fail = false
    const { urls } = stubFetch((url) => (url.pathname.endsWith('/getArtists') && fail ? subsonicFailed(0, 'Down') : subsonicOk(ARTISTS)))
    const { scope } = forkWithShell()
    await signIn(scope)
    const before = urls.length
    await allSettled(artistsListRequested, { scope })
    await allSettled(artistsListOpened, { scope })
    expect(scope.getState(artistsList.$state).status).toBe('ready')
    expect(calls(urls.slice(before), 'getArtists')).toBe(1)
    // The route asks again with every navigation, whatever is shown.
    fail = true
    await allSettled(artistsListRequested, { scope })
    expect(scope.getState(artistsList.$state).status).toBe('failed')
    fail = false
    await allSettled(artistsListOpened, { scope })
    expect(scope.getState(artistsList.$state).status).toBe('ready')
    expect(calls(urls.slice(before), 'getArtists')).toBe(3)
  })

  it('asks for the genres when the picker opens, once they are loaded not again', async () => {
    const { urls } = stubFetch(() => subsonicOk({ genres: { genre: [{ value: 'Jazz', albumCount: 2 }] } }))
    const { scope } = forkWithShell()
    await signIn(scope)
    const before = urls.length
    await allSettled(genresRequested, { scope })
    await allSettled(genresRequested, { scope })
    expect(scope.getState(genres.$state).status).toBe('ready')
    expect(calls(urls.slice(before), 'getGenres')).toBe(1)
  })

  it("asks for a failed page again from its Try again (library.retryPage), whatever was asked before", async () => {
    const { scope } = forkWithShell()
    const asked: unknown[] = []
    createWatch({ unit: albumPage.requested, scope, fn: (albumId) => asked.push(['album', albumId]) })
    createWatch({ unit: artistsList.requested, scope, fn: () => asked.push(['artists']) })
    createWatch({ unit: searchPage.requested, scope, fn: (query) => asked.push(['search', query]) })
    await allSettled(albumPageRequested, { scope, params: 'al1' })
    await allSettled(commandRequested, { scope, params: { id: 'library.retryPage', payload: { page: { kind: 'album', albumId: 'al1' } } } })
    await allSettled(commandRequested, { scope, params: { id: 'library.retryPage', payload: { page: { kind: 'artists' } } } })
    await allSettled(commandRequested, { scope, params: { id: 'library.retryPage', payload: { page: { kind: 'search', query: 'night' } } } })
    expect(asked).toEqual([['album', 'al1'], ['album', 'al1'], ['artists'], ['search', 'night']])
  })
})
