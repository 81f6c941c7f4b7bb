import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { audioAttached } from '../player/playback'
import { $duration, $progress, durationChanged, progressUpdated, seekRequested } from '../player/progress'
import { listPlayed } from '../queue/queue-events'
import { $serverExtensions } from '../session/server-extensions'
import { qualityChosen } from './streaming-quality'

const songs = makeSongs(2)

/** Playing song 1 of a server with (or without) `transcodeOffset`, in `quality`, 200 s long, 10 s in. */
async function playing(extensions: string[], quality = { maxBitRate: 128, format: 'mp3' }) {
  const { scope } = forkWithShell({ values: [[$serverExtensions, { server: 'alice@http://music.test', names: extensions }]] })
  await signIn(scope)
  const audio = fakeAudioOutput()
  await allSettled(audioAttached, { scope, params: audio.output })
  await allSettled(qualityChosen, { scope, params: { which: 'normal', quality } })
  await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
  await allSettled(durationChanged, { scope, params: 200 })
  await allSettled(progressUpdated, { scope, params: 10 })
  audio.calls.length = 0
  return { scope, audio }
}

describe('seeking a transcoded song', () => {
  it('asks the server for a stream from there when it takes timeOffset, and keeps the shown position and duration right', async () => {
    const { scope, audio } = await playing(['transcodeOffset'])
    await allSettled(seekRequested, { scope, params: 100 })
    const load = audio.calls.find((call) => call.startsWith('load song'))
    expect(load).toBeDefined()
    const params = new URL(load!.split(' ')[2]!).searchParams
    expect([params.get('timeOffset'), params.get('maxBitRate'), params.get('format')]).toEqual(['100', '128', 'mp3'])
    expect(scope.getState($progress)).toBe(100)
    // The new stream's own clock starts at 0, its duration is what is left.
    await allSettled(progressUpdated, { scope, params: 5 })
    await allSettled(durationChanged, { scope, params: 100 })
    expect(scope.getState($progress)).toBe(105)
    expect(scope.getState($duration)).toBe(200)
    // A short seek back is again a new stream; the next song starts from 0 with no offset.
    await allSettled(seekRequested, { scope, params: 50 })
    await allSettled(progressUpdated, { scope, params: 1 })
    expect(scope.getState($progress)).toBe(51)
  })

  it('seeks within what plays when the server lacks transcodeOffset, or the song is not transcoded', async () => {
    for (const { extensions, quality } of [
      { extensions: [], quality: { maxBitRate: 128, format: 'mp3' } },
      { extensions: ['transcodeOffset'], quality: { maxBitRate: 0, format: '' } },
    ]) {
      const { scope, audio } = await playing(extensions, quality)
      await allSettled(seekRequested, { scope, params: 100 })
      expect(audio.calls).toEqual(['seek 100'])
      await allSettled(progressUpdated, { scope, params: 101 })
      expect(scope.getState($progress)).toBe(101)
    }
  })
})
