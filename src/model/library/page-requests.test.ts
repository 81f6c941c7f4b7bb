import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import { commandRequested } from '../../commands/registry'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { searchPage } from '../search/search-page'
import { albumPage } from './album-page'
import { artistsList } from './artists-list'
import { genres } from './genres'
import { folderPage } from './folder-page'
import { albumPageRequested, genresRequested } from './lazy-requests'

const calls = (urls: readonly URL[], method: string) => urls.filter((url) => url.pathname.endsWith(`/${method}`)).length

describe('a route asks the model for its page; the model asks the server once', () => {
  it('asks for the genres when the Albums page by genre asks, once they are loaded not again', async () => {
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
    createWatch({ unit: folderPage.requested, scope, fn: (folderId) => asked.push(['folder', folderId]) })
    await allSettled(albumPageRequested, { scope, params: 'al1' })
    await allSettled(commandRequested, { scope, params: { id: 'library.retryPage', payload: { page: { kind: 'album', albumId: 'al1' } } } })
    await allSettled(commandRequested, { scope, params: { id: 'library.retryPage', payload: { page: { kind: 'artists' } } } })
    await allSettled(commandRequested, { scope, params: { id: 'library.retryPage', payload: { page: { kind: 'search', query: 'night' } } } })
    await allSettled(commandRequested, { scope, params: { id: 'library.retryPage', payload: { page: { kind: 'folder', folderId: 'f1' } } } })
    expect(asked).toEqual([['album', 'al1'], ['album', 'al1'], ['artists'], ['search', 'night'], ['folder', 'f1']])
  })
})
