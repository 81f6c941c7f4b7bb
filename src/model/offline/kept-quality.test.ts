import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { fakeOfflineSongs } from '../../testing/fake-offline-songs'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { $mediaAddressing } from '../session/media-addressing'
import { qualityChosen } from '../streaming/streaming-quality'
import { findItem } from './kept-document'
import { $kept, offlineRequested } from './offline'

const album = makeSongs(2).map((song) => ({ ...song, albumId: 'al-1' }))

async function keeping() {
  const songs = fakeOfflineSongs(1000)
  const shell = Object.assign(createMemoryShell(), { offlineSongs: songs })
  const { scope } = forkWithShell({ shell, values: [[$mediaAddressing, { route: { base: '/media/' }, pageOrigin: 'http://app.test' }]] })
  await signIn(scope)
  return { scope, songs }
}
const request = (scope: Scope, params: Parameters<typeof offlineRequested>[0]) => settleWithFakeTimers(() => allSettled(offlineRequested, { scope, params }))
const qualities = (songs: ReturnType<typeof fakeOfflineSongs>) => [...songs.stored.keys()].map((url) => new URL(url, 'http://app.test').search.replace(/^\?id=[^&]+&/, '')).sort()

describe('the quality of offline copies', () => {
  it('defaults to the streaming quality; a bitrate chosen once applies to new items, in the streaming format', async () => {
    const { scope, songs } = await keeping()
    await allSettled(qualityChosen, { scope, params: { which: 'normal', quality: { maxBitRate: 320, format: 'opus' } } })
    await request(scope, { type: 'keep', kind: 'album', id: 'al-1', name: 'A', songs: album })
    expect(qualities(songs)).toEqual(['maxBitRate=320&format=opus', 'maxBitRate=320&format=opus'])
    await request(scope, { type: 'chooseQuality', maxBitRate: 128 })
    expect(scope.getState($kept).quality).toEqual({ maxBitRate: 128, format: 'opus' })
    await request(scope, { type: 'keep', kind: 'playlist', id: 'pl-1', name: 'P', songs: makeSongs(1, 10) })
    expect(findItem(scope.getState($kept), 'playlist', 'pl-1')!.quality).toEqual({ maxBitRate: 128, format: 'opus' })
    await request(scope, { type: 'chooseQuality', maxBitRate: null })
    expect(scope.getState($kept).quality).toBeUndefined()
  })

  it('an item changed to another quality is kept again in it, and its copies in the old one go', async () => {
    const { scope, songs } = await keeping()
    await request(scope, { type: 'keep', kind: 'album', id: 'al-1', name: 'A', songs: album })
    expect(qualities(songs)).toEqual(['maxBitRate=0', 'maxBitRate=0'])
    await request(scope, { type: 'requality', kind: 'album', id: 'al-1', maxBitRate: 96 })
    const item = findItem(scope.getState($kept), 'album', 'al-1')!
    expect(item).toMatchObject({ status: 'kept', quality: { maxBitRate: 96, format: '' }, bytes: 2000 })
    expect(qualities(songs)).toEqual(['maxBitRate=96', 'maxBitRate=96'])
  })
})
