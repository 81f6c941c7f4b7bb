import type { Scope } from 'effector'
import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import config from '../../../neutralino.config.json'
import { openKeptSongs } from '../../shell/neutralino/kept-songs-folder'
import { createMemoryShell } from '../../shell/memory-shell'
import { createFakeNeutralino } from '../../testing/neutralino/fake-neutralino'
import { fakeCurl } from '../../testing/neutralino/fake-curl'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { $streamCors } from '../player/stream-access'
import { $mediaAddressing } from '../session/media-addressing'
import { toastShown } from '../toasts/toasts'
import { findItem } from './kept-document'
import { $kept, $offlineServerKey, offlineRequested } from './offline'
import { $offlineSupported } from './storage-estimate'

const FOLDER = '/home/fan/.local/share/tonearm/kept-songs'
const album = makeSongs(3).map((song) => ({ ...song, albumId: 'al-1' }))
const keepAlbum = { type: 'keep' as const, kind: 'album' as const, id: 'al-1', name: 'Blue Hours', songs: album }

/**
 * The offline model on the desktop's kept songs (the data folder, the runtime and curl faked): a
 * server of another origin without CORS on its streams (Supysonic), whose second song arrives cut
 * the first time.
 */
async function desktopKeeping() {
  const fetched: string[] = []
  const fetchFn = (async (input: RequestInfo | URL) => {
    const url = String(input)
    fetched.push(url)
    const cut = url.includes(`id=${album[1]!.id}&`) && fetched.filter((one) => one.includes(`id=${album[1]!.id}&`)).length === 1
    return new Response(new Uint8Array(cut ? 400 : 1000), { headers: { 'Content-Type': 'audio/mpeg', 'Content-Length': '1000' } })
  }) as typeof fetch
  const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList, exec: fakeCurl(fetchFn) })
  neutralino.directories.add('/home/fan/.local/share/tonearm')
  const shell = Object.assign(createMemoryShell(), { offlineSongs: await openKeptSongs(neutralino, '/home/fan/.local/share/tonearm') })
  const { scope } = forkWithShell({
    shell,
    values: [
      [$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://127.0.0.1:41234' }],
      [$streamCors, { 'http://music.test': 'refused' }],
    ],
  })
  await signIn(scope)
  const texts: string[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => texts.push(toast.message) })
  const files = () => [...neutralino.files.keys()].filter((path) => path.startsWith(`${FOLDER}/`) && !path.endsWith('.json'))
  return { scope, fetched, files, texts }
}

const request = (scope: Scope, params: Parameters<typeof offlineRequested>[0]) => settleWithFakeTimers(() => allSettled(offlineRequested, { scope, params }))

describe('offline listening in the desktop app', () => {
  it('is offered, and keeps an album of a server without CORS through curl: the cut song fetched again, the album kept once every file is whole', async () => {
    const { scope, fetched, files, texts } = await desktopKeeping()
    expect(scope.getState($offlineSupported)).toBe(true)
    await request(scope, keepAlbum)
    const item = findItem(scope.getState($kept), 'album', 'al-1')!
    expect(item.status).toBe('kept')
    expect(item.bytes).toBe(3000)
    expect(texts).toContain('offline.toast.kept')
    expect(texts).not.toContain('offline.toast.unreadable')
    // The server's own address, with the credentials, went to curl; the second song twice.
    expect(fetched).toHaveLength(4)
    expect(fetched.every((url) => url.startsWith('http://music.test/rest/stream?') && url.includes('t=') && url.includes('s='))).toBe(true)
    expect(files()).toHaveLength(3)
    expect(files().every((path) => !path.endsWith('.part'))).toBe(true)
  })

  it('removing the album removes its files', async () => {
    const { scope, files } = await desktopKeeping()
    await request(scope, keepAlbum)
    expect(scope.getState($offlineServerKey)).not.toBeNull()
    await request(scope, { type: 'remove', kind: 'album', id: 'al-1' })
    expect(findItem(scope.getState($kept), 'album', 'al-1')).toBeUndefined()
    expect(files()).toEqual([])
  })
})
