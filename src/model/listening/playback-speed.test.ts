import type { EventCallable, Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import '../player/playback'
import { audioAttached, nextRequested, previousRequested } from '../player/player'
import { listPlayed, radioPlayed } from '../queue/queue-events'
import { $playbackSpeed, speedResetRequested, speedStepped, steppedSpeed } from './playback-speed'
import { $isLongTrack } from './long-tracks'

/** A 3-minute song, then a 40-minute one (an audiobook chapter). */
const [song, chapter] = makeSongs(2).map((each, index) => ({ ...each, duration: index === 0 ? 180 : 2400 }))

async function fire<T>(scope: Scope, event: EventCallable<T>, params?: T) {
  // A toast's auto-close timer would keep allSettled waiting: the fake clock lets it pass.
  void allSettled(event, { scope, params: params as T })
  await vi.advanceTimersByTimeAsync(0)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('playback speed', () => {
  it('steps through 0.5× … 2× and stops at either end', () => {
    expect(steppedSpeed(1, 1)).toBe(1.25)
    expect(steppedSpeed(1, -1)).toBe(0.75)
    expect(steppedSpeed(2, 1)).toBe(2)
    expect(steppedSpeed(0.5, -1)).toBe(0.5)
  })

  it('keeps one speed for songs and one for long tracks, and hands it to the element', async () => {
    const { scope, shell } = forkWithShell()
    await signIn(scope)
    const audio = fakeAudioOutput()
    await allSettled(audioAttached, { scope, params: audio.output })
    await allSettled(listPlayed, { scope, params: { songs: [song!, chapter!], index: 0 } })
    expect(scope.getState($isLongTrack)).toBe(false)
    await fire(scope, speedStepped, 1)
    expect(audio.state.rate).toBe(1.25)
    await fire(scope, nextRequested)
    expect(scope.getState($isLongTrack)).toBe(true)
    expect(audio.state.rate).toBe(1)
    await fire(scope, speedStepped, 1)
    await fire(scope, speedStepped, 1)
    expect(scope.getState($playbackSpeed)).toBe(1.5)
    expect(audio.state.rate).toBe(1.5)
    // Only the long tracks' speed is stored.
    expect(JSON.parse(shell.storage.get('playbackSpeed') ?? '{}')).toEqual({ state: { long: 1.5 }, version: 1 })
    await fire(scope, previousRequested)
    expect(audio.state.rate).toBe(1.25)
    await fire(scope, speedResetRequested)
    expect(audio.state.rate).toBe(1)
  })

  it('plays radios at 1×', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await fire(scope, listPlayed, { songs: [song!], index: 0 })
    await fire(scope, speedStepped, 1)
    expect(scope.getState($playbackSpeed)).toBe(1.25)
    await fire(scope, radioPlayed, { stations: [{ id: 'r', name: 'R', streamUrl: 'http://radio.test' }], index: 0 })
    expect(scope.getState($playbackSpeed)).toBe(1)
  })
})
