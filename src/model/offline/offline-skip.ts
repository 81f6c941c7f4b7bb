import { combine, sample } from 'effector'
import { $reachability } from '../connectivity/reachability'
import { $queue, pauseRequested } from '../queue/queue'
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
 * stops there. Loaded when the server is lost (offline-mode.ts).
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

/** The song playing, per start (a new song, a replay, play after pause): a song already playing when the server goes is left to play. */
const $playing = $queue.map((queue) => {
  const song = currentSong(queue)
  return queue.isPlaying && song !== null ? `${queue.track}:${song.id}` : null
})

const notKept = sample({
  clock: $playing.updates,
  source: { queue: $queue, skipping: $skipping, kept: $keptSongIds },
  filter: ({ queue, skipping, kept }) => {
    const song = currentSong(queue)
    return skipping && queue.isPlaying && song !== null && !kept.has(song.id)
  },
  fn: ({ queue, kept }) => ({ songs: currentList(queue), ...nextKept(queue, kept) }),
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
  fn: ({ index, skipped }) => ({
    tone: 'info' as const,
    message: index === null ? 'offlineLibrary.skippedToEnd' : 'offlineLibrary.skipped',
    values: { count: skipped },
  }),
  target: toastShown,
})
