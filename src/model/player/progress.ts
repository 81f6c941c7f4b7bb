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

/**
 * Where in the song the element's stream starts: 0, or the position a seek asked a transcoding
 * server to start at (`timeOffset`); the element's own times count from there.
 */
export const streamOffsetSet = createEvent<number>()
export const $streamOffset = createStore(0)
  .on(streamOffsetSet, (_, seconds) => seconds)
  .on($track.updates, () => 0)

export const $progress = createStore(0)
  .on(progressRestored, (_, seconds) => seconds)
  .on($track.updates, () => 0)
sample({ clock: progressUpdated, source: $streamOffset, fn: (offset, seconds) => offset + seconds, target: $progress })

/** A stream started at an offset reports only what is left (or an estimate): the song's duration stays as known. */
export const $duration = createStore(0).on($track.updates, () => 0)
sample({
  clock: durationChanged,
  source: $streamOffset,
  filter: (offset) => offset === 0,
  fn: (_, seconds) => (Number.isFinite(seconds) ? seconds : 0),
  target: $duration,
})

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
