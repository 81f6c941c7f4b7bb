import { createEvent, createStore, sample } from 'effector'
import { $queue } from '../queue/queue'

/** Seconds played and the current track's duration (progress, currentDuration). */
export const progressUpdated = createEvent<number>()
export const durationChanged = createEvent<number>()
/** Move to `seconds` in the current track. */
export const seekRequested = createEvent<number>()
/** Move by a number of seconds (negative goes back). */
export const seekedBy = createEvent<number>()
/** The stored position read back at start-up. */
export const progressRestored = createEvent<number>()

export const SEEK_STEP_SECONDS = 10

/** The current track's number: a new one starts from 0 (scrobbling follows it too). */
export const $track = $queue.map((state) => state.track)

export const $progress = createStore(0)
  .on(progressUpdated, (_, seconds) => seconds)
  .on(progressRestored, (_, seconds) => seconds)
  .on($track.updates, () => 0)

export const $duration = createStore(0)
  .on(durationChanged, (_, seconds) => (Number.isFinite(seconds) ? seconds : 0))
  .on($track.updates, () => 0)

/** The clamped target of a seek, for the audio element. */
export const seekTargeted = createEvent<number>()

sample({
  clock: seekRequested,
  source: $duration,
  fn: (duration, seconds) => Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds),
  target: seekTargeted,
})
sample({
  clock: seekedBy,
  source: { progress: $progress, duration: $duration },
  fn: ({ progress, duration }, delta) => Math.max(0, duration > 0 ? Math.min(progress + delta, duration) : progress + delta),
  target: seekTargeted,
})
$progress.on(seekTargeted, (_, seconds) => seconds)
