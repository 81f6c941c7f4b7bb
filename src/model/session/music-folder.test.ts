import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { forkWithShell, signIn } from '../../testing/scope'
import { $libraryConnection, $musicFolderId, MUSIC_FOLDERS_KEY, musicFolderChosen } from './music-folder'

describe('the music folder choice', () => {
  it('is every folder until chosen; a choice is kept for this server, sent with the library calls, and starts the app afresh', async () => {
    const { scope, shell } = forkWithShell()
    await signIn(scope)
    expect(scope.getState($musicFolderId)).toBeNull()
    expect(scope.getState($libraryConnection)?.musicFolderId).toBeUndefined()

    await allSettled(musicFolderChosen, { scope, params: '3' })
    expect(scope.getState($libraryConnection)?.musicFolderId).toBe('3')
    expect(JSON.parse(shell.storage.get(MUSIC_FOLDERS_KEY) ?? 'null')).toEqual({ state: { 'alice@http://music.test': '3' }, version: 1 })
    expect(shell.restarts).toBe(1)

    // The same choice again changes nothing; every folder removes this server's entry.
    await allSettled(musicFolderChosen, { scope, params: '3' })
    expect(shell.restarts).toBe(1)
    await allSettled(musicFolderChosen, { scope, params: null })
    expect(JSON.parse(shell.storage.get(MUSIC_FOLDERS_KEY) ?? 'null')).toEqual({ state: {}, version: 1 })
    expect(shell.restarts).toBe(2)
  })

  it('is read back at the next start, for its server only', async () => {
    const first = forkWithShell()
    first.shell.storage.set(MUSIC_FOLDERS_KEY, JSON.stringify({ state: { 'alice@http://music.test': '7', 'bob@http://other.test': '9' }, version: 1 }))
    await allSettled(persistedStoresLoadRequested, { scope: first.scope })
    await signIn(first.scope)
    expect(first.scope.getState($musicFolderId)).toBe('7')
    expect(first.scope.getState($libraryConnection)).toMatchObject({ url: 'http://music.test', musicFolderId: '7' })
  })
})
