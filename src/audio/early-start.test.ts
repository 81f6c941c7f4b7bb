import { afterEach, describe, expect, it, vi } from 'vitest'
import { COLD_START_UP_SECONDS, createEarlyStart, WARM_START_UP_SECONDS } from './early-start'

/** A playing element as the early start reads it. */
function playing(duration: number, currentTime: number) {
  const element = new EventTarget() as EventTarget & Record<string, unknown>
  Object.assign(element, { duration, currentTime, paused: false, loop: false, playbackRate: 1, getAttribute: () => '/media/x0123abcd/stream?id=1' })
  return element as unknown as HTMLMediaElement & { currentTime: number; paused: boolean }
}

afterEach(() => vi.useRealTimers())

describe('the next song started early in WebKitGTK', () => {
  it('starts the next song its start-up time before the playing one ends, not earlier: an element never played needs longer (its sound output opens)', () => {
    vi.useFakeTimers()
    const startNext = vi.fn<() => void>()
    const early = createEarlyStart(startNext)
    const element = playing(180, 179)
    const next = playing(200, 0)
    early.watch(element, next)
    vi.advanceTimersByTime((1 - COLD_START_UP_SECONDS) * 1000 - 1)
    expect(startNext).not.toHaveBeenCalled()
    element.currentTime = 180 - COLD_START_UP_SECONDS
    vi.advanceTimersByTime(1)
    expect(startNext).toHaveBeenCalledTimes(1)
    // The one that played before is warm.
    expect(early.lead(element)).toBe(WARM_START_UP_SECONDS)
    expect(early.lead(next)).toBe(COLD_START_UP_SECONDS)
  })

  it('starts nothing for a song paused or sought back meanwhile, nor far from its end', () => {
    vi.useFakeTimers()
    const startNext = vi.fn<() => void>()
    const early = createEarlyStart(startNext)
    const next = playing(200, 0)
    const far = playing(180, 100)
    early.watch(far, next)
    vi.advanceTimersByTime(80_000)
    const paused = playing(180, 179)
    early.watch(paused, next)
    paused.paused = true
    vi.advanceTimersByTime(2000)
    const sought = playing(180, 179)
    early.watch(sought, next)
    sought.currentTime = 20
    vi.advanceTimersByTime(2000)
    expect(startNext).not.toHaveBeenCalled()
  })
})

describe('the lead of a warmed element', () => {
  it('is the warm start-up for an element whose sound output was opened beforehand, though it never played a song', () => {
    const early = createEarlyStart(() => undefined, () => true)
    expect(early.lead(playing(200, 0))).toBe(WARM_START_UP_SECONDS)
  })
})
