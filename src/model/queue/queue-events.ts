import { createEvent } from 'effector'
import type { RadioStation } from '../../api/codecs/radio-station'
import type { Song } from '../../api/codecs/song'

/**
 * What the rest of the app asks of the queue. Screens' commands fire these; the queue
 * model (src/model/queue/queue.ts) applies the transitions.
 */

/** Play `songs` from `index` (same list, other index → jump). `shuffle`: chosen song first, rest random. */
export const listPlayed = createEvent<{ readonly songs: readonly Song[]; readonly index: number; readonly shuffle?: boolean }>()

/** Play `songs` from the first, or shuffled from a random one (the queue's seeded `$random`). */
export const listStarted = createEvent<{ readonly songs: readonly Song[]; readonly shuffle: boolean }>()

/** Replace the queue with one song (or resume it when it is the paused current song). */
export const songPlayed = createEvent<Song>()

/** Insert after the current song the ones not already queued; starts playback if paused. */
export const playNextRequested = createEvent<readonly Song[]>()

/** Append the songs not already queued; starts playback if paused. */
export const addToEndRequested = createEvent<readonly Song[]>()

/** Play `stations[index]` (the same radio already playing just resumes). */
export const radioPlayed = createEvent<{ readonly stations: readonly RadioStation[]; readonly index: number }>()
