import { combine, createEvent, createStore, sample } from 'effector'
import { lazyModule } from '../lazy/lazy-module'
import { $queue, trackEnded, trackEndedAndStopped } from '../queue/queue'
import { currentSong } from '../queue/queue-state'
import type { SleepChoice, SleepTimer } from './sleep-rules'
import { stopsAtTrackEnd } from './sleep-rules'

/**
 * The player's end-of-track path and the sleep timer's light side, at start-up. The timer itself
 * (sleep-timer.ts) loads when a timer is first set: until then no timer runs, so a finished track
 * always moves the queue on, the music plays at full volume and the next track is preloaded. Once
 * loaded, the timer reports here what the player needs: whether this track is the last it lets
 * play, the fade's volume factor and the running timer (for the bar and the commands).
 */

/** The audio element finished the track: the queue moves on, unless the timer stops here. */
export const audioEnded = createEvent()
/** The timer stopped the music. */
export const sleepTimerFinished = createEvent()

/**
 * The song the element finished, read before the queue moves on (declared before the samples
 * that move it, so it runs first): bookmarks forget the position kept in it.
 */
export const songFinished = sample({ clock: audioEnded, source: $queue, fn: currentSong })

/** What the loaded timer reports (sleep-timer.ts fires these; nothing else does). */
export const sleepTimerShown = createEvent<SleepTimer | null>()
export const sleepFadeShown = createEvent<number>()

/** The running timer, as the bar and the commands show it; null until one is set. */
export const $runningSleepTimer = createStore<SleepTimer | null>(null, { serialize: 'ignore' }).on(sleepTimerShown, (_, timer) => timer)
/** The track playing now is the last the timer lets play (false while no timer was set). */
export const $stopsAtTrackEnd = combine($runningSleepTimer, $queue, stopsAtTrackEnd)
/** The volume factor of the timer's fade (1: none, and while no timer was set). */
export const $sleepFade = createStore(1, { serialize: 'ignore' }).on(sleepFadeShown, (_, fade) => fade)

const endDecided = sample({ clock: audioEnded, source: $stopsAtTrackEnd })
sample({ clock: endDecided, filter: (stops) => !stops, fn: () => undefined, target: trackEnded })
sample({ clock: endDecided, filter: Boolean, fn: () => undefined, target: [trackEndedAndStopped, sleepTimerFinished] })

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
export const $nextSleepChoice = $runningSleepTimer.map((timer) => {
  const index = cycleIndex(timer)
  return { choice: CYCLE[index < 0 ? 5 : (index + 1) % CYCLE.length] ?? null }
})

/*
 * The commands' way in, loading the timer on the first request (src/model/lazy/lazy-module.ts).
 * Cancelling or stepping to "off" before any timer was set loads it too, and it finds none.
 */
const sleepTimerModule = lazyModule(() => import('./sleep-timer'))
export const sleepTimerRequested = sleepTimerModule.request((module) => module.sleepTimerRequested)
export const sleepTimerCancelRequested = sleepTimerModule.request((module) => module.sleepTimerCancelRequested)
export const sleepTimerCycled = sleepTimerModule.request((module) => module.sleepTimerCycled)
