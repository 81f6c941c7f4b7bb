import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { openPlaylistShown } from '../playlists/open-playlist'
import { playlistSongsMoved } from '../playlists/playlist-songs'
import { playlistChanged } from '../playlists/playlists'
import { playlistPage } from './playlists-list'

const PLAYLIST = { id: 'p1', name: 'Road trip', songCount: 2, duration: 10, entry: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }] }

describe('the library Playlist page follows the changes', () => {
  it('refetches the open playlist after a change, and shows a reorder at once', async () => {
    const { urls } = stubFetch((url) => (url.pathname.endsWith('getPlaylist') ? subsonicOk({ playlist: PLAYLIST }) : subsonicOk()))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(playlistPage.requested, { scope, params: 'p1' })
    const state = scope.getState(playlistPage.$state)
    expect(state.status).toBe('ready')
    const songs = state.status === 'ready' ? state.data.songs : []
    await allSettled(openPlaylistShown, { scope, params: { id: 'p1', name: 'Road trip', comment: '', isPublic: false, songCount: 2, duration: 10, songs } })
    await allSettled(playlistSongsMoved, { scope, params: { indexes: [1], before: 0 } })
    const after = scope.getState(playlistPage.$state)
    expect(after.status === 'ready' ? after.data.songs.map((song) => song.id) : []).toEqual(['b', 'a'])
    await allSettled(playlistChanged, { scope, params: 'other' })
    await allSettled(playlistChanged, { scope, params: 'p1' })
    const calls = urls.map((url) => url.pathname.replace('/rest/', ''))
    expect(calls.slice(0, 3)).toEqual(['getPlaylist', 'updatePlaylist', 'getPlaylists'])
    // The second change refetches the list and the open playlist (in either order); the first only the list.
    expect(calls.slice(3).sort()).toEqual(['getPlaylist', 'getPlaylists'])
    vi.unstubAllGlobals()
  })
})
