import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { $queue, pauseRequested } from '../queue/queue'
import { $duration, $progress } from '../player/progress'
import { toastShown } from '../toasts/toasts'
import type { SleepChoice, SleepTimer } from './sleep-rules'
import { customMinutes, fadeFactor, SLEEP_FADE_SECONDS } from './sleep-rules'
import { $stopsAtTrackEnd, sleepFadeShown, sleepTimerFinished, sleepTimerShown } from './track-end'

export { audioEnded, sleepTimerFinished } from './track-end'

/**
 * The sleep timer: stops the music after a number of minutes, or when the current song, album or
 * queue ends, fading it out over its last seconds. Not stored: a reload starts without one.
 * Loaded when a timer is first set (track-end.ts holds the light side the player reads at
 * start-up: the end-of-track path, the fade and whether this track is the last one).
 */

export const sleepTimerCancelled = createEvent()

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

export const sleepTimerCycled = createEvent<{ readonly choice: SleepChoice | null }>()
sample({ clock: sleepTimerCycled, filter: ({ choice }) => choice !== null, fn: ({ choice }) => choice!, target: sleepTimerRequested })
sample({ clock: sleepTimerCycled, filter: ({ choice }) => choice === null, fn: () => undefined, target: sleepTimerCancelRequested })

/** What the player and the commands read at start-up (track-end.ts), kept in step with the timer. */
sample({ clock: $sleepTimer.updates, target: sleepTimerShown })
// The fade is read on each of its inputs' changes, not from its own updates: a derived store
// first read in a scope after this module loaded would not report its first change.
sample({ clock: [$sleepTimer.updates, $fadeClock.updates, $queue.updates, $progress.updates, $duration.updates], source: $sleepFade, target: sleepFadeShown })
