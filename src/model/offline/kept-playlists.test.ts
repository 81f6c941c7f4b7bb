import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { openPlaylistShown } from '../playlists/open-playlist'
import { $mediaAddressing } from '../session/media-addressing'
import { findItem } from './kept-document'
import { $kept, offlineRequested } from './offline'

const [a, b, c, d] = makeSongs(4) as [Song, Song, Song, Song]
const PLAYLIST = { id: 'pl-1', name: 'Road trip', comment: '', isPublic: false, songCount: 2, duration: 0 }

async function keeping() {
  const songs = fakeOfflineSongs(1000)
  const shell = Object.assign(createMemoryShell(), { offlineSongs: songs })
  const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }]] })
  await signIn(scope)
  return { scope, songs }
}

/** Fires `run` and waits for all it started (toasts close on a faked clock). */
const settle = (run: () => Promise<unknown>) => settleWithFakeTimers(run)
const keptIds = (songs: ReturnType<typeof fakeOfflineSongs>) => [...songs.stored.keys()].map((url) => new URL(url, 'http://app.test').searchParams.get('id')).sort()
/** The playlist page shows the playlist as the server lists it now. */
const pageShows = (scope: Scope, songs: readonly Song[]) => settle(() => allSettled(openPlaylistShown, { scope, params: { ...PLAYLIST, songCount: songs.length, songs } }))

describe('a kept playlist follows later changes', () => {
  it('read again with a song added and one removed: the new one is fetched, the removed one dropped, and it reads kept again', async () => {
    const { scope, songs } = await keeping()
    await settle(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Road trip', songs: [a, b] } }))
    expect(keptIds(songs)).toEqual([a.id, b.id].sort())

    await pageShows(scope, [b, c])
    const item = findItem(scope.getState($kept), 'playlist', 'pl-1')!
    expect(item.status).toBe('kept')
    expect(item.songs.map((song) => song.id)).toEqual([b.id, c.id])
    expect(item.bytes).toBe(2000)
    expect(keptIds(songs)).toEqual([b.id, c.id].sort())
    // Shown again unchanged, or merely reordered: nothing is fetched.
    const attempts = songs.attempts.length
    await pageShows(scope, [c, b])
    expect(songs.attempts.length).toBe(attempts)
    expect(findItem(scope.getState($kept), 'playlist', 'pl-1')!.songs.map((song) => song.id)).toEqual([c.id, b.id])
  })

  it('a song removed from the playlist that a kept album also holds stays stored', async () => {
    const { scope, songs } = await keeping()
    await settle(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'album', id: 'al-1', name: 'Album', songs: [a, d] } }))
    await settle(() => allSettled(offlineRequested, { scope, params: { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Road trip', songs: [a, b] } }))
    await pageShows(scope, [b])
    expect(keptIds(songs)).toEqual([a.id, b.id, d.id].sort())
    expect(findItem(scope.getState($kept), 'playlist', 'pl-1')!.songs.map((song) => song.id)).toEqual([b.id])
  })

  it('a playlist page that is not a kept playlist changes nothing', async () => {
    const { scope, songs } = await keeping()
    await settle(() => allSettled(offlineRequested, { scope, params: { type: 'load' } }))
    await pageShows(scope, [a, b])
    expect(songs.attempts).toEqual([])
    expect(scope.getState($kept).items).toEqual([])
  })
})
