import { combine, createStore, sample } from 'effector'
import { $reachability } from '../connectivity/reachability'
import { $queue, pauseRequested, previousRequested } from '../queue/queue'
import { listPlayed } from '../queue/queue-events'
import type { QueueState } from '../queue/queue-state'
import { currentList, currentSong, LOOP_ALL } from '../queue/queue-state'
import { toastShown } from '../toasts/toasts'
import { $keptLibrary, $keptSongIds, keptLibraryRequested } from './kept-library'

export { keptLibraryRequested }

/**
 * While the server cannot be reached, the queue plays what is kept offline: a song not kept that
 * becomes current while playing is passed over, with the ones after it that are not kept either,
 * to the next kept song (said once for the whole run of skips). With none kept ahead, playback
 * stops there. Previous walks the other way: to the kept song before, or, with none, back to the
 * song it was pressed on, from its start. Loaded when the server is lost (offline-mode.ts).
 */
const $skipping = combine($reachability, $keptLibrary, (reachability, library) => reachability === 'unreachable' && library !== null)

/** Where the queue goes from a current song that is not kept: the next kept one (or none), and how many were passed over. */
export function nextKept(queue: QueueState, kept: ReadonlySet<string>): { readonly index: number | null; readonly skipped: number } {
  const list = currentList(queue)
  const start = queue.currentSongIndex
  // With "repeat all" the walk goes round once; without it, to the end of the queue.
  const steps = queue.loopState === LOOP_ALL ? list.length : list.length - start
  for (let step = 0; step < steps; step++) {
    const index = (start + step) % list.length
    if (kept.has(list[index]!.id)) return { index, skipped: step }
  }
  return { index: null, skipped: steps }
}

/**
 * Where Previous goes from a current song that is not kept: the kept song before it, or, with
 * none (`found` false), the song Previous was pressed on (the one after it) again. Previous never
 * wraps round, so neither does this walk.
 */
export function previousKept(queue: QueueState, kept: ReadonlySet<string>): { readonly index: number; readonly skipped: number; readonly found: boolean } {
  const list = currentList(queue)
  const start = queue.currentSongIndex
  for (let index = start; index >= 0; index--) {
    if (kept.has(list[index]!.id)) return { index, skipped: start - index, found: true }
  }
  return { index: Math.min(start + 1, list.length - 1), skipped: 0, found: false }
}

/** The track Previous moved to (the queue's counter after it): the song it made current is walked back from. */
const $previousTrack = createStore<number | null>(null, { serialize: 'ignore' })
sample({ clock: previousRequested, source: $queue, fn: (queue) => queue.track, target: $previousTrack })

/** The song playing, per start (a new song, a replay, play after pause): a song already playing when the server goes is left to play. */
const $playing = $queue.map((queue) => {
  const song = currentSong(queue)
  return queue.isPlaying && song !== null ? `${queue.track}:${song.id}` : null
})

type Skip =
  | { readonly back: false; readonly songs: QueueState['originalList']; readonly index: number | null; readonly skipped: number }
  | { readonly back: true; readonly songs: QueueState['originalList']; readonly index: number; readonly skipped: number; readonly found: boolean }

const notKept = sample({
  clock: $playing.updates,
  source: { queue: $queue, skipping: $skipping, kept: $keptSongIds, previousTrack: $previousTrack },
  filter: ({ queue, skipping, kept }) => {
    const song = currentSong(queue)
    return skipping && queue.isPlaying && song !== null && !kept.has(song.id)
  },
  fn: ({ queue, kept, previousTrack }): Skip =>
    previousTrack === queue.track
      ? { back: true, songs: currentList(queue), ...previousKept(queue, kept) }
      : { back: false, songs: currentList(queue), ...nextKept(queue, kept) },
})

sample({
  clock: notKept,
  filter: ({ index }) => index !== null,
  fn: ({ songs, index }) => ({ songs, index: index! }),
  target: listPlayed,
})
sample({ clock: notKept, filter: ({ index }) => index === null, fn: () => undefined, target: pauseRequested })
sample({
  clock: notKept,
  fn: (skip) => skipToast(skip),
  target: toastShown,
})

function skipToast(skip: Skip): { readonly tone: 'info'; readonly message: string; readonly values?: { readonly count: number } } {
  if (skip.back && !skip.found) return { tone: 'info', message: 'offlineLibrary.nothingKeptBefore' }
  const message = !skip.back && skip.index === null ? 'offlineLibrary.skippedToEnd' : 'offlineLibrary.skipped'
  return { tone: 'info', message, values: { count: skip.skipped } }
}
