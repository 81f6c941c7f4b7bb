import type { Scope } from 'effector'
import { allSettled, createWatch } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { openPlaylistShown } from '../playlists/open-playlist'
import { $mediaAddressing } from '../session/media-addressing'
import { toastShown } from '../toasts/toasts'
import { findItem, keptBytes, keptDocumentKey } from './kept-document'
import { $kept, $offlineServerKey, offlineRequested } from './offline'

const ADDRESSING = { route: { base: '/media/' }, pageOrigin: 'http://app.test' }

async function keeping() {
  const songs = fakeOfflineSongs(1000)
  const shell = Object.assign(createMemoryShell({ documents: new Map() }), { offlineSongs: songs })
  const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, ADDRESSING]] })
  await signIn(scope)
  const toasts: string[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast.message) })
  return { scope, songs, shell, toasts }
}

/** Fires a request and waits for everything it started (toasts close on a faked clock). */
const request = (scope: Scope, params: Parameters<typeof offlineRequested>[0]) => settleWithFakeTimers(() => allSettled(offlineRequested, { scope, params }))
/** The covers stored, as `<id>@<size>`, sorted. */
const storedCovers = (songs: ReturnType<typeof fakeOfflineSongs>) =>
  [...songs.stored.keys()]
    .filter((url) => url.includes('/getCoverArt?'))
    .map((url) => {
      const query = new URL(url, 'http://app.test').searchParams
      return `${query.get('id')}@${query.get('size')}`
    })
    .sort()

// Two songs of album al-1 (their cover is the album's), one of album al-2.
const [a, b, c] = makeSongs(3).map((song, index) => ({ ...song, coverArt: index < 2 ? 'al-1' : 'al-2' })) as [Song, Song, Song]
const keepAlbum = { type: 'keep' as const, kind: 'album' as const, id: 'al-1', name: 'Blue Hours', coverArt: 'al-1', songs: [a, b] }
const keepPlaylist = (songs: readonly Song[]) => ({ type: 'keep' as const, kind: 'playlist' as const, id: 'pl-1', name: 'Road trip', coverArt: 'pl-1', songs })

afterEach(() => vi.restoreAllMocks())

describe('covers kept with an item', () => {
  it('an album keeps its cover in the page and card size and its songs’ in the player bar size, through credential-free cover addresses, counted in its bytes', async () => {
    const { scope, songs, shell } = await keeping()
    await request(scope, keepAlbum)
    const key = scope.getState($offlineServerKey)!
    expect(songs.attempts.filter((url) => url.includes('/getCoverArt?'))).toEqual([`/media/${key}/getCoverArt?id=al-1&size=300`, `/media/${key}/getCoverArt?id=al-1&size=96`])
    const item = findItem(scope.getState($kept), 'album', 'al-1')!
    expect(item.status).toBe('kept')
    expect(item.covers).toEqual([
      { id: 'al-1', size: 300, bytes: 1000 },
      { id: 'al-1', size: 96, bytes: 1000 },
    ])
    // Two songs and two covers.
    expect(item.bytes).toBe(4000)
    const stored = (await shell.documents.get(keptDocumentKey(key))) as { state: { items: { covers: unknown[] }[] } }
    expect(stored.state.items[0]!.covers).toHaveLength(2)
  })

  it('a cover that cannot be fetched leaves the album kept without it, logged and not said; the next run tries it again', async () => {
    const { scope, songs, toasts } = await keeping()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    songs.fail('getCoverArt?id=al-1&size=300', 'failed')
    await request(scope, keepAlbum)
    const item = findItem(scope.getState($kept), 'album', 'al-1')!
    expect(item.status).toBe('kept')
    expect(item.covers?.map((cover) => cover.size)).toEqual([96])
    expect(toasts).toEqual(['offline.toast.kept'])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('A cover of a kept item could not be kept offline (al-1, 300 px)'), expect.anything())
    expect(storedCovers(songs)).toEqual(['al-1@96'])

    // The album kept again in another quality runs again, and fetches the cover it lacks (not the other).
    const before = songs.attempts.filter((url) => url.includes('/getCoverArt?')).length
    await request(scope, { type: 'requality', kind: 'album', id: 'al-1', maxBitRate: 128 })
    expect(songs.attempts.filter((url) => url.includes('/getCoverArt?')).length - before).toBe(1)
    const again = findItem(scope.getState($kept), 'album', 'al-1')!
    expect(again.status).toBe('kept')
    expect(again.covers?.map((cover) => cover.size).sort()).toEqual([300, 96])
    expect(again.bytes).toBe(4000)
  })

  it('a cover another item holds is not fetched twice, stays while that item does, and counts once in the total', async () => {
    const { scope, songs } = await keeping()
    await request(scope, keepAlbum)
    const fetched = songs.attempts.length
    // The playlist's own cover, and its songs' album covers in the player bar size: al-1's is the album's.
    await request(scope, keepPlaylist([a, c]))
    expect(songs.attempts.slice(fetched).filter((url) => url.includes('/getCoverArt?'))).toEqual([
      expect.stringContaining('getCoverArt?id=pl-1&size=300'),
      expect.stringContaining('getCoverArt?id=al-2&size=96'),
    ])
    const playlist = findItem(scope.getState($kept), 'playlist', 'pl-1')!
    expect(playlist.covers?.map((cover) => `${cover.id}@${cover.size}`).sort()).toEqual(['al-1@96', 'al-2@96', 'pl-1@300'])
    // Songs a, b, c and covers al-1 (two sizes), al-2 and pl-1, each once.
    expect(keptBytes(scope.getState($kept))).toBe(7000)

    await request(scope, { type: 'remove', kind: 'album', id: 'al-1' })
    expect(storedCovers(songs)).toEqual(['al-1@96', 'al-2@96', 'pl-1@300'])
    await request(scope, { type: 'remove', kind: 'playlist', id: 'pl-1' })
    expect(storedCovers(songs)).toEqual([])
  })

  it('a kept playlist that loses its last song of an album drops that album’s cover; Remove all drops every cover', async () => {
    const { scope, songs } = await keeping()
    await request(scope, keepPlaylist([a, c]))
    expect(storedCovers(songs)).toEqual(['al-1@96', 'al-2@96', 'pl-1@300'])
    await settleWithFakeTimers(() =>
      allSettled(openPlaylistShown, { scope, params: { id: 'pl-1', name: 'Road trip', comment: '', isPublic: false, songCount: 1, duration: 0, songs: [a] } }),
    )
    expect(storedCovers(songs)).toEqual(['al-1@96', 'pl-1@300'])
    const item = findItem(scope.getState($kept), 'playlist', 'pl-1')!
    expect(item.bytes).toBe(3000)

    await request(scope, keepAlbum)
    await request(scope, { type: 'removeAll' })
    expect(storedCovers(songs)).toEqual([])
  })
})
