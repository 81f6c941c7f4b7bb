import { attach, createEvent, createStore, sample } from 'effector'
import { getRandomSongs } from '../../api/calls/songs'
import { $queue, queueCleared } from '../queue/queue'
import { addToEndRequested, listPlayed, radioPlayed, songPlayed } from '../queue/queue-events'
import { currentList } from '../queue/queue-state'
import { connectionEffect } from '../session/call-result'
import { toastShown } from '../toasts/toasts'
import { LoadFailure, reportFailure, unwrap } from './resource'
import type { Song } from './song'

/** Songs asked for at a time. */
export const SHUFFLE_PAGE = 50
/** The next page is fetched when this few songs are left after the current one. */
export const SHUFFLE_REFILL_AT = 5

/** "Shuffle all songs": random songs of the whole library, and more as they play. */
export const shuffleAllRequested = createEvent()
const shuffleAllStarted = createEvent()
const shuffleAllStopped = createEvent()

/** Whether the queue is a shuffle of everything that should keep growing. */
export const $shuffleAllActive = createStore(false)
  .on(shuffleAllStarted, () => true)
  .on([shuffleAllStopped, listPlayed, songPlayed, radioPlayed, queueCleared], () => false)

const pageFx = connectionEffect<void, readonly Song[]>(async (connection) =>
  unwrap(await getRandomSongs(connection, { size: SHUFFLE_PAGE }), 'Shuffle all songs'),
)
const firstPageFx = attach({ effect: pageFx })
const nextPageFx = attach({ effect: pageFx })

sample({ clock: shuffleAllRequested, target: firstPageFx })
// listPlayed first (it stops any earlier shuffle), then this one starts.
sample({ clock: firstPageFx.doneData, filter: (songs) => songs.length > 0, fn: (songs) => ({ songs, index: 0 }), target: listPlayed })
sample({ clock: firstPageFx.doneData, filter: (songs) => songs.length > 0, target: shuffleAllStarted })

sample({
  clock: [$queue, $shuffleAllActive],
  source: { active: $shuffleAllActive, queue: $queue, pending: nextPageFx.pending },
  filter: ({ active, queue, pending }) =>
    active && !pending && queue.mediaType === 'song' && currentList(queue).length - 1 - queue.currentSongIndex <= SHUFFLE_REFILL_AT,
  fn: () => undefined,
  target: nextPageFx,
})

const pageAdded = sample({
  clock: nextPageFx.doneData,
  source: { queue: $queue, active: $shuffleAllActive },
  filter: ({ active }) => active,
  fn: ({ queue }, songs) => {
    const queued = new Set(queue.originalList.map((song) => song.id))
    return songs.filter((song) => !queued.has(song.id))
  },
})
sample({ clock: pageAdded, filter: (songs) => songs.length > 0, target: addToEndRequested })
// Every song is queued already (a small library), or the server stopped answering: no retry loop.
sample({ clock: [pageAdded.filter({ fn: (songs) => songs.length === 0 }), nextPageFx.fail], target: shuffleAllStopped })

sample({
  clock: firstPageFx.failData,
  filter: (error) => !(error instanceof LoadFailure && error.unsupported),
  fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }),
  target: toastShown,
})
firstPageFx.failData.watch(reportFailure)
