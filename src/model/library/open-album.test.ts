import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import { commandRequested } from '../../commands/registry'
import { forkWithShell, signIn } from '../../testing/scope'
import { albumPage } from './album-page'
import { albumPageShown } from './open-album'
import { albumLikeToggled } from './star'

const ALBUM = { id: 'al1', name: 'Blue Hours', starred: true, songs: [] }

describe('the open album page as context', () => {
  it('gives the like command the open album from the keyboard or palette, and nothing once the page closes', async () => {
    const { scope } = forkWithShell({ handlers: [[albumPage.loadFx, async () => ({ key: 'al1', data: ALBUM })]] })
    await signIn(scope)
    await allSettled(albumPage.requested, { scope, params: 'al1' })
    const toggled: unknown[] = []
    createWatch({ unit: albumLikeToggled, scope, fn: (request) => toggled.push(request) })
    await allSettled(albumPageShown, { scope, params: 'al1' })
    await allSettled(commandRequested, { scope, params: { id: 'library.toggleAlbumLike' } })
    expect(toggled).toEqual([{ id: 'al1', starred: true, name: 'Blue Hours' }])
    await allSettled(albumPageShown, { scope, params: null })
    await allSettled(commandRequested, { scope, params: { id: 'library.toggleAlbumLike' } })
    expect(toggled).toHaveLength(1)
  })
})
