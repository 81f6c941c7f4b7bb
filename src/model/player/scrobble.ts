import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { scrobble } from '../../api/calls/scrobble'
import type { Song } from '../../api/codecs/song'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'
import type { Connection } from '../../api/core/connection'
import { $queue } from '../queue/queue'
import { currentSong } from '../queue/queue-state'
import { $connection } from '../session/server-config'
import { $track, progressUpdated } from './progress'

/** Scrobble: now playing when a song starts, a submission once half of it or 4 minutes played. */
export const SCROBBLE_AFTER_SECONDS = 240

export interface ScrobbleRequest {
  readonly id: string
  /** Milliseconds timestamp of when the song started. */
  readonly time: number
  readonly submission: boolean
}

/**
 * The server call (tests replace its handler). Fails with the ApiFailure; a failed submission is
 * kept and sent again when the server answers (scrobble-backlog.ts).
 */
export const sendScrobbleFx = createEffect<{ connection: Connection; request: ScrobbleRequest }, void, ApiFailure>(async ({ connection, request }) => {
  const reply = await scrobble(connection, request.id, { time: request.time, submission: request.submission })
  if (isLeft(reply)) throw reply.left
})
sendScrobbleFx.fail.watch(({ error }) => console.error('Scrobble failed:', describeFailure(error)))

/** Now, injectable for tests. */
export const $clock = createStore<() => number>(() => Date.now(), { serialize: 'ignore' })

interface Listening {
  readonly track: number
  readonly song: Song
  readonly startedAt: number
  /** Seconds actually heard (seeks are not counted). */
  readonly heard: number
  readonly lastPosition: number
  readonly submitted: boolean
}

const $listening = createStore<Listening | null>(null)

/** A request goes to the signed-in server; none without one. */
const scrobbleRequested = createEvent<ScrobbleRequest>()
sample({
  clock: scrobbleRequested,
  source: $connection,
  filter: (connection) => connection !== null,
  fn: (connection, request) => ({ connection: connection!, request }),
  target: sendScrobbleFx,
})

const $playingSong = combine($queue, (state) =>
  state.isPlaying && currentSong(state) ? { track: state.track, song: currentSong(state)! } : null,
)

const started = sample({
  clock: $playingSong.updates,
  source: { listening: $listening, clock: $clock },
  filter: ({ listening }, playing) => playing !== null && listening?.track !== playing.track,
  fn: ({ clock }, playing): Listening => ({
    track: playing!.track,
    song: playing!.song,
    startedAt: clock(),
    heard: 0,
    lastPosition: 0,
    submitted: false,
  }),
})
$listening.on(started, (_, listening) => listening)
$listening.on($track.updates, (listening, track) => (listening?.track === track ? listening : null))

sample({
  clock: started,
  fn: (listening): ScrobbleRequest => ({ id: listening.song.id, time: listening.startedAt, submission: false }),
  target: scrobbleRequested,
})

const heard = sample({
  clock: progressUpdated,
  source: $listening,
  filter: Boolean,
  fn: (listening, position): Listening => {
    const delta = position - listening!.lastPosition
    return { ...listening!, heard: listening!.heard + (delta > 0 && delta < 3 ? delta : 0), lastPosition: position }
  },
})
$listening.on(heard, (_, listening) => listening)

const due = sample({
  clock: heard,
  filter: (listening) => {
    const duration = Number(listening.song.duration ?? 0)
    const threshold = duration > 0 ? Math.min(duration / 2, SCROBBLE_AFTER_SECONDS) : SCROBBLE_AFTER_SECONDS
    return !listening.submitted && listening.heard >= threshold
  },
})
$listening.on(due, (listening) => (listening ? { ...listening, submitted: true } : listening))
sample({
  clock: due,
  fn: (listening): ScrobbleRequest => ({ id: listening.song.id, time: listening.startedAt, submission: true }),
  target: scrobbleRequested,
})
