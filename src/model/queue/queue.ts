import { createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { addToEnd, playList, playNext, playRadio, playSong } from './play-transitions'
import { addToEndRequested, listPlayed, listStarted, playNextRequested, radioPlayed, songPlayed } from './queue-events'
import type { QueueState } from './queue-state'
import { currentList, currentRadio, currentSong, EMPTY_QUEUE, hasNext, hasPrevious } from './queue-state'
import {
  cycleLoop,
  moveInQueue,
  next,
  previous,
  removeFromQueue,
  setRated,
  setStarred,
  songEnded,
  toggleShuffle,
} from './queue-transitions'
import type { RandomSource } from './shuffle'

/** The shuffle's random source; tests fork with a seeded one. */
export const $random = createStore<RandomSource>(Math.random, { serialize: 'ignore' })

export const playRequested = createEvent()
export const pauseRequested = createEvent()
export const playPauseToggled = createEvent()
export const nextRequested = createEvent()
export const previousRequested = createEvent()
export const shuffleToggled = createEvent()
export const loopCycled = createEvent()
export const trackEnded = createEvent()
export const queueCleared = createEvent()
export const removedFromQueue = createEvent<readonly string[]>()
export const queueMoved = createEvent<{ readonly from: number; readonly to: number }>()
/** The server accepted a star or unstar: `starred` is the new timestamp or undefined. */
export const songStarredChanged = createEvent<{ readonly id: string; readonly starred: string | undefined }>()
/** The server accepted a rating of the songs `ids` (0: rating removed). */
export const songsRatingChanged = createEvent<{ readonly ids: readonly string[]; readonly rating: number }>()
/** The stored queue read back at start-up (never playing). */
export const queueRestored = createEvent<QueueState>()

export const $queue = createStore<QueueState>(EMPTY_QUEUE)
  .on(songPlayed, playSong)
  .on(playNextRequested, playNext)
  .on(addToEndRequested, addToEnd)
  .on(radioPlayed, playRadio)
  .on(loopCycled, cycleLoop)
  .on(nextRequested, (state) => andPlay(state, next(state)))
  .on(previousRequested, (state) => andPlay(state, previous(state)))
  .on(trackEnded, songEnded)
  .on(removedFromQueue, removeFromQueue)
  .on(queueMoved, (state, { from, to }) => moveInQueue(state, from, to))
  .on(songStarredChanged, (state, { id, starred }) => setStarred(state, id, starred))
  .on(songsRatingChanged, (state, { ids, rating }) => setRated(state, new Set(ids), rating))
  .on(queueCleared, (state) => ({ ...EMPTY_QUEUE, loopState: state.loopState, track: state.track + 1 }))
  .on(queueRestored, (state, stored) => ({ ...stored, isPlaying: false, track: state.track + 1 }))
  .on(playRequested, (state) => (hasMedia(state) ? { ...state, isPlaying: true } : state))
  .on(pauseRequested, (state) => ({ ...state, isPlaying: false }))
  .on(playPauseToggled, (state) => (hasMedia(state) ? { ...state, isPlaying: !state.isPlaying } : state))

/** How many times a stored queue was read back: its song is not a song change to announce. */
export const $queueRestores = createStore(0).on(queueRestored, (count) => count + 1)

/** Skipping to another song plays it. */
function andPlay(before: QueueState, after: QueueState): QueueState {
  return after === before ? before : { ...after, isPlaying: true }
}

function hasMedia(state: QueueState): boolean {
  return currentSong(state) !== null || currentRadio(state) !== null
}

/** The transitions that draw from the seeded random source get it with their input. */
const listPlayedWithRandom = createEvent<{ readonly input: Parameters<typeof playList>[1]; readonly random: RandomSource }>()
const shuffleToggledWithRandom = createEvent<RandomSource>()
$queue
  .on(listPlayedWithRandom, (state, { input, random }) => playList(state, input, random))
  .on(shuffleToggledWithRandom, (state, random) => toggleShuffle(state, random))
sample({ clock: listPlayed, source: $random, fn: (random, input) => ({ input, random }), target: listPlayedWithRandom })
sample({ clock: shuffleToggled, source: $random, target: shuffleToggledWithRandom })

export const $currentList = $queue.map(currentList)
export const $currentSong = $queue.map(currentSong)
export const $currentRadio = $queue.map(currentRadio)
export const $currentIndex = $queue.map((state) => state.currentSongIndex)
export const $isPlaying = $queue.map((state) => state.isPlaying)
export const $loopState = $queue.map((state) => state.loopState)
export const $isShuffleActive = $queue.map((state) => state.isShuffleActive)
export const $mediaType = $queue.map((state) => state.mediaType)
export const $hasMedia = $queue.map(hasMedia)
export const $hasNext = $queue.map(hasNext)
export const $hasPrevious = $queue.map(hasPrevious)
/** Recomputed whenever the list or the index changes. */
export const $isSongStarred = $currentSong.map((song: Song | null) => song?.starred !== undefined)
sample({
  clock: listStarted,
  source: $random,
  filter: (_, { songs }) => songs.length > 0,
  fn: (random, { songs, shuffle }) => ({ songs, index: shuffle ? Math.min(songs.length - 1, Math.floor(random() * songs.length)) : 0, shuffle }),
  target: listPlayed,
})
