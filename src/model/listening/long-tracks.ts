import { combine, createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { $currentSong } from '../queue/queue'
import { $duration } from '../player/progress'
import { persistStore } from '../persistence/persist-store'
import { audioSettingsReset } from '../player/audio-settings'

/**
 * Which tracks count as long (audiobooks, mixes, podcasts served as songs): longer than a
 * threshold, 10 minutes by default. Long tracks remember their own speed and where they were left.
 */
export const LONG_TRACK_MINUTES = { min: 1, max: 180, step: 1, initial: 10 } as const

export const longTrackMinutesChanged = createEvent<number>()

export interface LongTrackSettings {
  /** A track longer than this (seconds) is a long one. */
  readonly thresholdSeconds: number
}

const clampMinutes = (minutes: number) =>
  Number.isFinite(minutes) ? Math.min(LONG_TRACK_MINUTES.max, Math.max(LONG_TRACK_MINUTES.min, Math.round(minutes))) : LONG_TRACK_MINUTES.initial

export const $longTrackSettings = createStore<LongTrackSettings>({ thresholdSeconds: LONG_TRACK_MINUTES.initial * 60 }).on(
  longTrackMinutesChanged,
  (state, minutes) => ({ ...state, thresholdSeconds: clampMinutes(minutes) * 60 }),
)
// The Audio page's Reset to defaults covers it too.
$longTrackSettings.reset(audioSettingsReset)

/** Stored in seconds, so that a test may set a threshold shorter than a minute. */
persistStore({
  store: $longTrackSettings,
  key: 'longTracks',
  version: 1,
  codec: t.type({ thresholdSeconds: t.number }),
  pick: (state) => state,
})

/** Whether a track of `seconds` is a long one under `thresholdSeconds`. */
export function isLongTrack(seconds: number | undefined, thresholdSeconds: number): boolean {
  return seconds !== undefined && Number.isFinite(seconds) && seconds > thresholdSeconds
}

/** The current song is a long one: by the server's duration, or the element's once it knows. */
export const $isLongTrack = combine($currentSong, $duration, $longTrackSettings, (song, duration, { thresholdSeconds }) =>
  song !== null && (isLongTrack(song.duration, thresholdSeconds) || isLongTrack(duration, thresholdSeconds)),
)
