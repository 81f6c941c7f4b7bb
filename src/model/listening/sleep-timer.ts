import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { $queue, pauseRequested, trackEnded, trackEndedAndStopped } from '../queue/queue'
import { currentSong } from '../queue/queue-state'
import { $duration, $progress } from '../player/progress'
import { toastShown } from '../toasts/toasts'
import type { SleepChoice, SleepTimer } from './sleep-rules'
import { customMinutes, fadeFactor, SLEEP_FADE_SECONDS, stopsAtTrackEnd } from './sleep-rules'

/**
 * The sleep timer: stops the music after a number of minutes, or when the current song, album or
 * queue ends, fading it out over its last seconds. Not stored: a reload starts without one.
 */

export const sleepTimerCancelled = createEvent()
/** The audio element finished the track: the timer decides whether the queue moves on or stops. */
export const audioEnded = createEvent()
/** The timer stopped the music. */
export const sleepTimerFinished = createEvent()

const startFx = createEffect((choice: SleepChoice): SleepTimer | null => {
  if (choice.kind !== 'minutes') return choice
  const minutes = customMinutes(choice.minutes)
  return minutes === null ? null : { kind: 'minutes', minutes, endsAt: Date.now() + minutes * 60_000 }
})

export const $sleepTimer = createStore<SleepTimer | null>(null, { serialize: 'ignore' })
  .on(startFx.doneData, (_, timer) => timer)
  .reset(sleepTimerCancelled, sleepTimerFinished)

/**
 * A minutes timer's clock: one wait until its fade begins, then a step every quarter second.
 * Each step reports the time it woke at, for the timer whose end it was waiting for.
 */
const FADE_STEP_MS = 250
const tickFx = createEffect(async (endsAt: number): Promise<{ endsAt: number; now: number }> => {
  const now = Date.now()
  const fadeStart = endsAt - SLEEP_FADE_SECONDS * 1000
  const wait = now < fadeStart ? fadeStart - now : Math.min(FADE_STEP_MS, endsAt - now)
  if (wait > 0) await new Promise<void>((resolve) => setTimeout(resolve, wait))
  return { endsAt, now: Date.now() }
})

const endsAtOf = (timer: SleepTimer | null) => (timer?.kind === 'minutes' ? timer.endsAt : null)

sample({ clock: startFx.doneData, filter: (timer) => timer?.kind === 'minutes', fn: (timer) => endsAtOf(timer)!, target: tickFx })
/** A tick of the timer that runs now (a cancelled or replaced timer's ticks are ignored). */
const ticked = sample({ clock: tickFx.doneData, source: $sleepTimer, filter: (timer, { endsAt }) => endsAtOf(timer) === endsAt, fn: (_, tick) => tick })

/** The time the last tick woke at (for the fade of a minutes timer); null: not fading. */
const $fadeClock = createStore<number | null>(null, { serialize: 'ignore' })
  .on(ticked, (_, { now }) => now)
  .reset(startFx.doneData, sleepTimerCancelled, sleepTimerFinished)

sample({ clock: ticked, filter: ({ endsAt, now }) => now < endsAt, fn: ({ endsAt }) => endsAt, target: tickFx })
const minutesUp = sample({ clock: ticked, filter: ({ endsAt, now }) => now >= endsAt })
sample({ clock: minutesUp, target: [pauseRequested, sleepTimerFinished] })

/**
 * The song the element finished, read before the queue moves on (declared before the samples
 * that move it, so it runs first): bookmarks forget the position kept in it.
 */
export const songFinished = sample({ clock: audioEnded, source: $queue, fn: currentSong })

/** The track playing now is the last the timer lets play. */
export const $stopsAtTrackEnd = combine($sleepTimer, $queue, stopsAtTrackEnd)

const endDecided = sample({ clock: audioEnded, source: $stopsAtTrackEnd })
sample({ clock: endDecided, filter: (stops) => !stops, fn: () => undefined, target: trackEnded })
sample({ clock: endDecided, filter: Boolean, fn: () => undefined, target: [trackEndedAndStopped, sleepTimerFinished] })

/**
 * The volume factor of the fade (1: none): over the last seconds of a minutes timer, or of the
 * last track an end-of-track timer lets play (over a quarter of a short track at most).
 */
export const $sleepFade = combine(
  { timer: $sleepTimer, clock: $fadeClock, stops: $stopsAtTrackEnd, progress: $progress, duration: $duration },
  ({ timer, clock, stops, progress, duration }) => {
    if (timer?.kind === 'minutes') return clock === null ? 1 : fadeFactor((timer.endsAt - clock) / 1000, SLEEP_FADE_SECONDS)
    if (!stops || !(duration > 0)) return 1
    return fadeFactor(duration - progress, Math.min(SLEEP_FADE_SECONDS, duration / 4))
  },
)

sample({ clock: sleepTimerFinished, fn: () => ({ tone: 'info' as const, message: 'listening.sleep.stopped' }), target: toastShown })

/** The commands' way in: set (replacing a running timer; a toast says which) and cancel. */
export const sleepTimerRequested = createEvent<SleepChoice>()
export const sleepTimerCancelRequested = createEvent()
sample({ clock: sleepTimerRequested, target: startFx })
sample({
  clock: sleepTimerRequested,
  fn: (choice) => ({
    tone: 'info' as const,
    message: choice.kind === 'minutes' ? 'listening.sleep.setMinutes' : `listening.sleep.set.${choice.kind}`,
    values: { count: choice.kind === 'minutes' ? (customMinutes(choice.minutes) ?? 0) : 0 },
  }),
  target: toastShown,
})
sample({ clock: sleepTimerCancelRequested, source: $sleepTimer, filter: Boolean, fn: () => undefined, target: sleepTimerCancelled })
sample({ clock: sleepTimerCancelRequested, source: $sleepTimer, filter: Boolean, fn: () => ({ tone: 'info' as const, message: 'listening.sleep.cancelled' }), target: toastShown })

/** The choices the key steps through: off, 15, 30, 45, 60 minutes, end of song, album, queue. */
const CYCLE: readonly (SleepChoice | null)[] = [
  null,
  { kind: 'minutes', minutes: 15 },
  { kind: 'minutes', minutes: 30 },
  { kind: 'minutes', minutes: 45 },
  { kind: 'minutes', minutes: 60 },
  { kind: 'song' },
  { kind: 'album' },
  { kind: 'queue' },
]
function cycleIndex(timer: SleepTimer | null): number {
  if (timer === null) return 0
  return CYCLE.findIndex((choice) => choice !== null && choice.kind === timer.kind && (choice.kind !== 'minutes' || (timer.kind === 'minutes' && timer.minutes === choice.minutes)))
}
/** The next choice after the running one (a custom timer steps to end of song); null: off. */
export const $nextSleepChoice = $sleepTimer.map((timer) => {
  const index = cycleIndex(timer)
  return { choice: CYCLE[index < 0 ? 5 : (index + 1) % CYCLE.length] ?? null }
})
export const sleepTimerCycled = createEvent<{ readonly choice: SleepChoice | null }>()
sample({ clock: sleepTimerCycled, filter: ({ choice }) => choice !== null, fn: ({ choice }) => choice!, target: sleepTimerRequested })
sample({ clock: sleepTimerCycled, filter: ({ choice }) => choice === null, fn: () => undefined, target: sleepTimerCancelRequested })
