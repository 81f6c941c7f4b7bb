import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEarlyStart, FIRST_START_UP_SECONDS } from './early-start'

/** A playing element as the early start reads it. */
function playing(duration: number, currentTime: number) {
  const element = new EventTarget() as EventTarget & Record<string, unknown>
  Object.assign(element, { duration, currentTime, paused: false, loop: false, playbackRate: 1, getAttribute: () => '/media/x0123abcd/stream?id=1' })
  return element as unknown as HTMLMediaElement & { currentTime: number; paused: boolean }
}

afterEach(() => vi.useRealTimers())

describe('the next song started early in WebKitGTK', () => {
  it('starts the next song its start-up time before the playing one ends, not earlier', () => {
    vi.useFakeTimers()
    const startNext = vi.fn<() => void>()
    const early = createEarlyStart(startNext)
    const element = playing(180, 179)
    early.watch(element)
    element.currentTime = 179.5
    vi.advanceTimersByTime((1 - FIRST_START_UP_SECONDS) * 1000 - 1)
    expect(startNext).not.toHaveBeenCalled()
    element.currentTime = 180 - FIRST_START_UP_SECONDS
    vi.advanceTimersByTime(1)
    expect(startNext).toHaveBeenCalledTimes(1)
  })

  it('starts nothing for a song paused or sought back meanwhile, nor far from its end', () => {
    vi.useFakeTimers()
    const startNext = vi.fn<() => void>()
    const early = createEarlyStart(startNext)
    const far = playing(180, 100)
    early.watch(far)
    vi.advanceTimersByTime(80_000)
    const paused = playing(180, 179)
    early.watch(paused)
    paused.paused = true
    vi.advanceTimersByTime(2000)
    const sought = playing(180, 179)
    early.watch(sought)
    sought.currentTime = 20
    vi.advanceTimersByTime(2000)
    expect(startNext).not.toHaveBeenCalled()
  })

  it('learns the start-up time from a song started so: from the start until its clock runs', () => {
    let now = 0
    const early = createEarlyStart(() => undefined, () => now)
    const next = playing(200, 0)
    early.started(next)
    // Its clock ran 0.05 s at 0.45 s after the start: a start-up of 0.4 s.
    now = 450
    next.currentTime = 0.05
    next.dispatchEvent(new Event('timeupdate'))
    expect(early.lead()).toBeCloseTo((FIRST_START_UP_SECONDS + 0.4) / 2)
    // A stall of seconds (the network) is not the engine's start-up.
    early.started(next)
    now += 5000
    next.dispatchEvent(new Event('timeupdate'))
    expect(early.lead()).toBeCloseTo((FIRST_START_UP_SECONDS + 0.4) / 2)
  })
})
