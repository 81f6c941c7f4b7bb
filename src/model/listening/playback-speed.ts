import { combine, createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import { $mediaType } from '../queue/queue'
import { persistStore } from '../persistence/persist-store'
import { toastShown } from '../toasts/toasts'
import { $isLongTrack } from './long-tracks'

/** The speeds offered, slowest to fastest; pitch is kept at every one of them. */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const

/**
 * One speed per kind of track: songs play at 1× unless changed (and are back at 1× after a
 * reload); long tracks keep the speed last chosen for them, stored.
 */
export interface Speeds {
  readonly song: number
  readonly long: number
}

const speedsChanged = createEvent<Speeds>()
export const $speeds = createStore<Speeds>({ song: 1, long: 1 }).on(speedsChanged, (_, speeds) => speeds)

const nearest = (speed: number) => SPEEDS.reduce((best, candidate) => (Math.abs(candidate - speed) < Math.abs(best - speed) ? candidate : best), 1)
const StoredSpeed = new t.Type<number, number, unknown>('Speed', (u): u is number => typeof u === 'number', (u, c) => (typeof u === 'number' && Number.isFinite(u) ? t.success(nearest(u)) : t.failure(u, c)), t.identity)
persistStore({ store: $speeds, key: 'playbackSpeed', version: 1, codec: t.type({ long: StoredSpeed }), pick: ({ long }) => ({ long }) })

/** Which speed applies now. */
const $speedKind = $isLongTrack.map((long): keyof Speeds => (long ? 'long' : 'song'))

/** The rate the element plays at: radios always at 1×. */
export const $playbackSpeed = combine($speeds, $speedKind, $mediaType, (speeds, kind, mediaType) => (mediaType === 'radio' ? 1 : speeds[kind]))

/** The speed a step up (+1) or down (-1) from `speed` reaches, within the offered speeds. */
export function steppedSpeed(speed: number, step: 1 | -1): number {
  const index = SPEEDS.indexOf(nearest(speed) as (typeof SPEEDS)[number])
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, index + step))]!
}

/** The commands' way in: a step faster or slower, back to 1×, or a chosen speed (the bar's menu). */
export const speedStepped = createEvent<1 | -1>()
export const speedResetRequested = createEvent()
export const speedChosen = createEvent<number>()

const speedWanted = createEvent<number>()
sample({ clock: speedStepped, source: $playbackSpeed, fn: steppedSpeed, target: speedWanted })
sample({ clock: speedResetRequested, fn: () => 1, target: speedWanted })
sample({ clock: speedChosen, filter: (speed) => Number.isFinite(speed), fn: nearest, target: speedWanted })
const applied = sample({
  clock: speedWanted,
  // Not `kind` as a key: effector takes an object with a `kind` for a unit of its own.
  source: { speeds: $speeds, trackKind: $speedKind },
  fn: ({ speeds, trackKind }, speed) => ({ ...speeds, [trackKind]: speed }),
})
sample({ clock: applied, target: speedsChanged })
sample({ clock: speedWanted, fn: (speed) => ({ tone: 'info' as const, message: 'listening.speed.toast', values: { speed } }), target: toastShown })
