import type { Scope } from 'effector'
import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { $mediaAddressing } from '../session/media-addressing'
import { serverRemoved } from '../session/server-config'
import { $streamCors } from '../player/stream-access'
import { toastShown } from '../toasts/toasts'
import { settleWithFakeTimers } from '../../testing/settle'
import { findItem, keptDocumentKey } from './kept-document'
import { $kept, $offlineServerKey, itemProgress, offlineRequested } from './offline'

const ADDRESSING = { route: { base: '/media/' }, pageOrigin: 'http://app.test' }

async function keeping(options: { documents?: Map<string, unknown>; route?: boolean; corsRefused?: boolean } = {}) {
  const songs = fakeOfflineSongs(1000)
  const shell = Object.assign(createMemoryShell({ documents: options.documents ?? new Map() }), { offlineSongs: songs })
  const { scope } = forkWithShell({ shell, values: [
      ...(options.route === false ? [] : [[$mediaAddressing, ADDRESSING] as [typeof $mediaAddressing, unknown]]),
      ...(options.corsRefused ? [[$streamCors, { 'http://music.test': 'refused' }] as [typeof $streamCors, unknown]] : []),
    ],
  })
  await signIn(scope)
  const texts: string[] = []
  shown.set(scope, texts)
  createWatch({ unit: toastShown, scope, fn: (toast) => texts.push(toast.message) })
  return { scope, songs, shell }
}

const album = makeSongs(3).map((song) => ({ ...song, albumId: 'al-1' }))
const keepAlbum = { type: 'keep' as const, kind: 'album' as const, id: 'al-1', name: 'Blue Hours', songs: album }
/** Toast messages shown in `scope`, in order. */
const shown = new WeakMap<Scope, string[]>()
const messages = (scope: Scope) => shown.get(scope) ?? []
/** Fires a request and waits for everything it started (toasts close on a faked clock). */
const request = (scope: Scope, params: Parameters<typeof offlineRequested>[0]) => settleWithFakeTimers(() => allSettled(offlineRequested, { scope, params }))

describe('keeping albums offline', () => {
  it('fetches every song once through its media address in the chosen quality, then marks the album kept (progress: songs and bytes)', async () => {
    const { scope, songs, shell } = await keeping()
    await request(scope, keepAlbum)
    const item = findItem(scope.getState($kept), 'album', 'al-1')!
    expect(item.status).toBe('kept')
    expect(itemProgress(item)).toEqual({ done: 3, total: 3, bytes: 3000 })
    const key = scope.getState($offlineServerKey)!
    expect(songs.attempts).toEqual(album.map((song) => `/media/${key}/stream?id=${song.id}&maxBitRate=0`))
    expect(songs.persistAsked).toBe(1)
    expect(messages(scope)).toContain('offline.toast.kept')
    // Written to the document storage under the account's key.
    const stored = (await shell.documents.get(keptDocumentKey(key))) as { state: { items: { status: string }[] } }
    expect(stored.state.items.map((one) => one.status)).toEqual(['kept'])
  })

  it('a body cut off is fetched again, and the album is kept once it arrives whole', async () => {
    const { scope, songs } = await keeping()
    songs.fail(album[1]!.id, 'cut', 2)
    await request(scope, keepAlbum)
    expect(songs.attempts.filter((url) => url.includes(`id=${album[1]!.id}&`))).toHaveLength(3)
    expect(findItem(scope.getState($kept), 'album', 'al-1')!.status).toBe('kept')
  })

  it('a body cut at every attempt is never stored, and the album is not kept (said so)', async () => {
    const { scope, songs } = await keeping()
    songs.fail(album[1]!.id, 'cut', 10)
    await request(scope, keepAlbum)
    const item = findItem(scope.getState($kept), 'album', 'al-1')!
    expect(item).toMatchObject({ status: 'failed', failure: 'cut' })
    expect(item.stored).not.toContain(album[1]!.id)
    expect([...songs.stored.keys()].some((url) => url.includes(`id=${album[1]!.id}&`))).toBe(false)
    expect(messages(scope)).toContain('offline.toast.cut')
  })

  it('the quota exhausted in the middle leaves the album not kept and says so', async () => {
    const { scope, songs } = await keeping()
    songs.fail(album[1]!.id, 'quota')
    await request(scope, keepAlbum)
    expect(findItem(scope.getState($kept), 'album', 'al-1')).toMatchObject({ status: 'failed', failure: 'quota' })
    expect(messages(scope)).toContain('offline.toast.quota')
    // Retried once there is room: the songs already stored are not fetched again.
    const before = songs.attempts.length
    await request(scope, { type: 'resume', kind: 'album', id: 'al-1' })
    expect(findItem(scope.getState($kept), 'album', 'al-1')!.status).toBe('kept')
    expect(songs.attempts.length - before).toBe(2)
  })

  it('pause stops after the song under way; resume goes on; remove drops the copies', async () => {
    const { scope, songs } = await keeping()
    songs.hold()
    const started = allSettled(offlineRequested, { scope, params: keepAlbum })
    await expect.poll(() => songs.attempts.length).toBe(1)
    const paused = allSettled(offlineRequested, { scope, params: { type: 'pause', kind: 'album', id: 'al-1' } })
    songs.release()
    await Promise.all([started, paused])
    expect(findItem(scope.getState($kept), 'album', 'al-1')!.status).toBe('paused')
    expect(songs.stored.size).toBe(0)
    await request(scope, { type: 'resume', kind: 'album', id: 'al-1' })
    expect(findItem(scope.getState($kept), 'album', 'al-1')!.status).toBe('kept')
    expect(songs.stored.size).toBe(3)
    await request(scope, { type: 'remove', kind: 'album', id: 'al-1' })
    expect(findItem(scope.getState($kept), 'album', 'al-1')).toBeUndefined()
    expect(songs.stored.size).toBe(0)
  })

  it('a song another kept item holds in the same quality is neither fetched twice nor removed with one of them', async () => {
    const { scope, songs } = await keeping()
    await request(scope, keepAlbum)
    await request(scope, { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'Mix', songs: [album[0]!] })
    expect(songs.attempts).toHaveLength(3)
    expect(findItem(scope.getState($kept), 'playlist', 'pl-1')!.status).toBe('kept')
    await request(scope, { type: 'remove', kind: 'album', id: 'al-1' })
    expect([...songs.stored.keys()]).toEqual([expect.stringContaining(`id=${album[0]!.id}&`)])
  })

  it('without the Service Worker (no media route) nothing is kept, and the command says why', async () => {
    const { scope, songs } = await keeping({ route: false })
    await request(scope, keepAlbum)
    expect(songs.attempts).toEqual([])
    expect(messages(scope)).toContain('offline.toast.unavailable')
  })

  it('a server of another origin that refuses CORS on its streams cannot be kept, and the command says so', async () => {
    const { scope, songs } = await keeping({ corsRefused: true })
    await request(scope, keepAlbum)
    expect(songs.attempts).toEqual([])
    expect(findItem(scope.getState($kept), 'album', 'al-1')).toBeUndefined()
    expect(messages(scope)).toContain('offline.toast.unreadable')
  })

  it('signing out stops the download under way; nothing of the account stays in memory or is written again', async () => {
    const { scope, songs, shell } = await keeping()
    const key = scope.getState($offlineServerKey)!
    songs.hold()
    const started = allSettled(offlineRequested, { scope, params: keepAlbum })
    await expect.poll(() => songs.attempts.length).toBe(1)
    const signedOut = allSettled(serverRemoved, { scope })
    songs.release()
    await Promise.all([started, signedOut])
    expect(scope.getState($kept).items).toEqual([])
    expect(songs.stored.size).toBe(0)
    const stored = (await shell.documents.get(keptDocumentKey(key))) as { state: { items: { stored: string[] }[] } }
    expect(stored.state.items[0]!.stored).toEqual([])
  })

  it('a reload restores the document; an item interrupted while downloading waits paused', async () => {
    const documents = new Map<string, unknown>()
    const first = await keeping({ documents })
    first.songs.hold()
    void allSettled(offlineRequested, { scope: first.scope, params: keepAlbum })
    await expect.poll(() => first.songs.attempts.length).toBe(1)
    const second = await keeping({ documents })
    await allSettled(offlineRequested, { scope: second.scope, params: { type: 'load' } })
    expect(findItem(second.scope.getState($kept), 'album', 'al-1')!.status).toBe('paused')
    first.songs.release()
  })
})
