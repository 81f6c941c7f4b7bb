import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { audioAttached } from '../player/playback'
import { listPlayed } from '../queue/queue-events'
import { serverSaved } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import { commandRequested } from '../../commands/registry'
import { settleWithFakeTimers } from '../../testing/settle'
import { $serverQuality, $streamOptions, networkChanged, qualityChosen } from './streaming-quality'

const songs = makeSongs(2)
const params = (call: string | undefined) => new URL(call!.split(' ')[2]!).searchParams

describe('streaming quality per server', () => {
  it('sends the chosen maximum bitrate and format with every stream request, the next song included', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    const audio = fakeAudioOutput()
    await allSettled(audioAttached, { scope, params: audio.output })
    await allSettled(qualityChosen, { scope, params: { which: 'normal', quality: { maxBitRate: 128, format: 'mp3' } } })
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    const load = params(audio.calls.find((call) => call.startsWith('load song')))
    expect([load.get('maxBitRate'), load.get('format')]).toEqual(['128', 'mp3'])
    const next = new URL(audio.state.preloaded!).searchParams
    expect([next.get('maxBitRate'), next.get('format')]).toEqual(['128', 'mp3'])
  })

  it('uses the metered choice while the browser says the connection is constrained, and never when it says nothing', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(qualityChosen, { scope, params: { which: 'constrained', quality: { maxBitRate: 64, format: 'opus' } } })
    expect(scope.getState($streamOptions)).toEqual({ maxBitRate: 0 })
    await allSettled(networkChanged, { scope, params: { told: true, constrained: true } })
    expect(scope.getState($streamOptions)).toEqual({ maxBitRate: 64, format: 'opus' })
    await allSettled(networkChanged, { scope, params: { told: false, constrained: false } })
    expect(scope.getState($streamOptions)).toEqual({ maxBitRate: 0 })
  })

  it('keeps each saved server’s own choice, across a restart', async () => {
    const first = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope: first.scope })
    await signIn(first.scope)
    await allSettled(qualityChosen, { scope: first.scope, params: { which: 'normal', quality: { maxBitRate: 192, format: '' } } })
    const other = { url: 'http://other.test', credentials: { authType: 'token' as const, username: 'bob', token: 't', salt: 's' }, protocolVersion: '1.16.1', serverType: 'subsonic' }
    await allSettled(serverSaved, { scope: first.scope, params: other })
    expect(first.scope.getState($serverQuality).normal.maxBitRate).toBe(0)
    const second = forkWithShell({ shell: first.shell })
    await allSettled(persistedStoresLoadRequested, { scope: second.scope })
    await signIn(second.scope)
    expect(second.scope.getState($serverQuality).normal).toEqual({ maxBitRate: 192, format: '' })
  })

  it('commands: the key steps to the next bitrate, a palette entry sets one; a toast says it', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    const toasts: unknown[] = []
    const unwatch = toastShown.watch((toast) => toasts.push(toast))
    const run = (id: 'playback.quality.next' | 'playback.quality.kbps64' | 'playback.quality.original') =>
      settleWithFakeTimers(() => allSettled(commandRequested, { scope, params: { id } }))
    await run('playback.quality.next')
    expect(scope.getState($serverQuality).normal.maxBitRate).toBe(320)
    await run('playback.quality.next')
    expect(scope.getState($serverQuality).normal.maxBitRate).toBe(256)
    expect(toasts.at(-1)).toMatchObject({ message: 'streaming.qualityNow', values: { value: 256 } })
    await run('playback.quality.kbps64')
    expect(scope.getState($serverQuality).normal.maxBitRate).toBe(64)
    await run('playback.quality.original')
    expect(scope.getState($serverQuality).normal.maxBitRate).toBe(0)
    expect(toasts.at(-1)).toMatchObject({ message: 'streaming.qualityNowOriginal' })
    unwatch()
  })
})
