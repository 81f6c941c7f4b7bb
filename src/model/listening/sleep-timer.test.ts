import type { EventCallable, Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import '../player/playback'
import { $currentSong, $isPlaying, audioAttached, durationChanged, progressUpdated } from '../player/player'
import { listPlayed } from '../queue/queue-events'
import { $sleepFade, $sleepTimer, audioEnded, sleepTimerCancelRequested, sleepTimerRequested } from './sleep-timer'

const songs = makeSongs(3).map((song, index) => ({ ...song, albumId: index < 2 ? 'A' : 'B' }))

async function playing() {
  const { scope } = forkWithShell()
  await signIn(scope)
  const audio = fakeAudioOutput()
  await allSettled(audioAttached, { scope, params: audio.output })
  await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
  return { scope, audio }
}

/** Fires `event` in the scope and lets the fake clock run `ms` (a toast's timer keeps allSettled waiting). */
async function fire<T>(scope: Scope, event: EventCallable<T>, params?: T, ms = 0) {
  void allSettled(event, { scope, params: params as T })
  await vi.advanceTimersByTimeAsync(ms)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the sleep timer', () => {
  it('fades out over the last 10 seconds of a 15-minute timer and then pauses', async () => {
    const { scope, audio } = await playing()
    await fire(scope, sleepTimerRequested, { kind: 'minutes', minutes: 15 })
    expect(scope.getState($sleepTimer)).toMatchObject({ kind: 'minutes', minutes: 15 })
    await vi.advanceTimersByTimeAsync(14 * 60_000 + 50_000)
    expect(scope.getState($isPlaying)).toBe(true)
    expect(scope.getState($sleepFade)).toBe(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(scope.getState($sleepFade)).toBeCloseTo(0.5, 1)
    expect(audio.state.volume).toBeCloseTo(0.5, 1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(scope.getState($isPlaying)).toBe(false)
    expect(scope.getState($sleepTimer)).toBeNull()
    // The next play is at full volume again.
    expect(audio.state.volume).toBe(1)
  })

  it('a cancelled timer stops nothing', async () => {
    const { scope } = await playing()
    await fire(scope, sleepTimerRequested, { kind: 'minutes', minutes: 1 })
    await fire(scope, sleepTimerCancelRequested, undefined, 70_000)
    expect(scope.getState($isPlaying)).toBe(true)
    expect(scope.getState($sleepTimer)).toBeNull()
  })

  it('end of song: the queue moves to the next song, paused, and nothing was preloaded to start by itself', async () => {
    const { scope, audio } = await playing()
    expect(audio.state.preloaded).toMatch(/id=s1/)
    await fire(scope, sleepTimerRequested, { kind: 'song' })
    expect(audio.state.preloaded).toBeNull()
    await fire(scope, durationChanged, 200)
    await fire(scope, progressUpdated, 197.5)
    expect(scope.getState($sleepFade)).toBeCloseTo(0.25, 2)
    await fire(scope, audioEnded)
    expect(scope.getState($currentSong)?.id).toBe('s1')
    expect(scope.getState($isPlaying)).toBe(false)
    expect(audio.state.playing).toBe(false)
    expect(scope.getState($sleepTimer)).toBeNull()
  })

  it('end of album: plays on within the album, stops where the next album begins', async () => {
    const { scope } = await playing()
    await fire(scope, sleepTimerRequested, { kind: 'album' })
    await fire(scope, audioEnded)
    expect(scope.getState($currentSong)?.id).toBe('s1')
    expect(scope.getState($isPlaying)).toBe(true)
    await fire(scope, audioEnded)
    expect(scope.getState($currentSong)?.id).toBe('s2')
    expect(scope.getState($isPlaying)).toBe(false)
  })

  it('end of queue: plays every song, then stops', async () => {
    const { scope } = await playing()
    await fire(scope, sleepTimerRequested, { kind: 'queue' })
    await fire(scope, audioEnded)
    await fire(scope, audioEnded)
    expect(scope.getState($isPlaying)).toBe(true)
    expect(scope.getState($sleepTimer)).toEqual({ kind: 'queue' })
    await fire(scope, audioEnded)
    expect(scope.getState($isPlaying)).toBe(false)
    expect(scope.getState($sleepTimer)).toBeNull()
  })
})
