import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import '../player/playback'
import { $currentSong, $isPlaying, audioAttached } from '../player/player'
import { listPlayed } from '../queue/queue-events'
import { $runningSleepTimer, $stopsAtTrackEnd, audioEnded, sleepTimerRequested } from './track-end'

const songs = makeSongs(3)

async function playing() {
  const { scope } = forkWithShell()
  await signIn(scope)
  const audio = fakeAudioOutput()
  await allSettled(audioAttached, { scope, params: audio.output })
  await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
  return { scope, audio }
}

describe('the end of a track, with the sleep timer loaded on first use', () => {
  it('moves the queue on and preloads the next song while no timer was ever set', async () => {
    const { scope, audio } = await playing()
    expect(audio.state.preloaded).toMatch(/id=s1/)
    await allSettled(audioEnded, { scope })
    expect(scope.getState($currentSong)?.id).toBe('s1')
    expect(scope.getState($isPlaying)).toBe(true)
    expect(scope.getState($runningSleepTimer)).toBeNull()
  })

  it('a timer set through the commands’ request loads the timer, which then stops at the end of the song', async () => {
    const { scope, audio } = await playing()
    void allSettled(sleepTimerRequested, { scope, params: { kind: 'song' } })
    await vi.waitFor(() => expect(scope.getState($runningSleepTimer)).toEqual({ kind: 'song' }))
    expect(scope.getState($stopsAtTrackEnd)).toBe(true)
    expect(audio.state.preloaded).toBeNull()
    void allSettled(audioEnded, { scope })
    await vi.waitFor(() => expect(scope.getState($runningSleepTimer)).toBeNull())
    expect(scope.getState($currentSong)?.id).toBe('s1')
    expect(scope.getState($isPlaying)).toBe(false)
  })
})
