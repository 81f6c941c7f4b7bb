import type { Song } from '../../api/codecs/song'
import type { LoopState, QueueState } from './queue-state'
import { currentList, currentSong, EMPTY_QUEUE, LOOP_ALL, LOOP_ONE } from './queue-state'
import type { RandomSource } from './shuffle'
import { fisherYates } from './shuffle'

/** Transitions of a running queue: pure functions of the state. */

function indexById(list: readonly Song[], id: string | undefined): number {
  if (id === undefined) return -1
  return list.findIndex((song) => song.id === id)
}

/**
 * Shuffle on: the songs already played keep their place, the current song stays where it is and
 * the rest follow in random order. Shuffle off: the original order comes back with the current
 * song still current. No effect, in either direction, on a queue of at most one song or on its last song.
 */
export function toggleShuffle(state: QueueState, random: RandomSource): QueueState {
  if (state.mediaType !== 'song') return state
  const list = currentList(state)
  if (list.length <= 1 || state.currentSongIndex >= list.length - 1) return state
  if (state.isShuffleActive) {
    const index = indexById(state.originalList, currentSong(state)?.id)
    const at = index < 0 ? 0 : index
    return { ...state, isShuffleActive: false, shuffledList: [], currentSongIndex: at, originalSongIndex: at }
  }
  const head = list.slice(0, state.currentSongIndex + 1)
  const rest = fisherYates(list.slice(state.currentSongIndex + 1), random)
  return { ...state, isShuffleActive: true, shuffledList: [...head, ...rest] }
}

/** off → all → one → off. */
export function cycleLoop(state: QueueState): QueueState {
  return { ...state, loopState: ((state.loopState + 1) % 3) as LoopState }
}

function moveTo(state: QueueState, index: number): QueueState {
  const list = currentList(state)
  const originalSongIndex = state.isShuffleActive ? Math.max(0, indexById(state.originalList, list[index]?.id)) : index
  return { ...state, currentSongIndex: index, originalSongIndex, track: state.track + 1 }
}

/** Advance when a next song exists; with loop all, wrap to the first. */
export function next(state: QueueState): QueueState {
  if (state.mediaType !== 'song') return state
  const length = currentList(state).length
  if (state.currentSongIndex + 1 < length) return moveTo(state, state.currentSongIndex + 1)
  if (state.loopState === LOOP_ALL && length > 0) return moveTo(state, 0)
  return state
}

/** Go back when the current song is not the first. */
export function previous(state: QueueState): QueueState {
  if (state.mediaType !== 'song' || state.currentSongIndex <= 0) return state
  return moveTo(state, state.currentSongIndex - 1)
}

/** The current song finished: loop one replays it; a next song (or loop all) plays on; otherwise clear and stop. */
export function songEnded(state: QueueState): QueueState {
  if (state.mediaType !== 'song') return state
  if (state.loopState === LOOP_ONE) return { ...state, isPlaying: true, track: state.track + 1 }
  const length = currentList(state).length
  if (state.currentSongIndex + 1 < length || (state.loopState === LOOP_ALL && length > 0)) {
    return { ...next(state), isPlaying: true }
  }
  return { ...EMPTY_QUEUE, loopState: state.loopState, track: state.track + 1 }
}

/**
 * Remove songs by id from both lists. Indexes follow the current song; when it is removed the
 * song that took its place becomes current (progress resets). An empty queue clears the state.
 */
export function removeFromQueue(state: QueueState, ids: readonly string[]): QueueState {
  if (state.mediaType !== 'song' || ids.length === 0) return state
  const removed = new Set(ids)
  const list = currentList(state)
  const current = list[state.currentSongIndex]
  let removedBefore = 0
  for (let i = 0; i < state.currentSongIndex; i++) if (removed.has(list[i]!.id)) removedBefore++
  const keep = (song: Song) => !removed.has(song.id)
  const originalList = state.originalList.filter(keep)
  if (originalList.length === 0) return { ...EMPTY_QUEUE, loopState: state.loopState, track: state.track + 1 }
  if (originalList.length === state.originalList.length) return state
  const shuffledList = state.isShuffleActive ? state.shuffledList.filter(keep) : []
  const newList = state.isShuffleActive ? shuffledList : originalList
  const currentRemoved = current === undefined || removed.has(current.id)
  const currentSongIndex = Math.min(state.currentSongIndex - removedBefore, newList.length - 1)
  const newCurrentId = newList[currentSongIndex]?.id
  const originalSongIndex = state.isShuffleActive
    ? Math.max(0, indexById(originalList, newCurrentId))
    : currentSongIndex
  return {
    ...state,
    originalList,
    shuffledList,
    currentSongIndex,
    originalSongIndex,
    track: currentRemoved ? state.track + 1 : state.track,
    isPlaying: currentRemoved && currentSongIndex < state.currentSongIndex - removedBefore ? false : state.isPlaying,
  }
}

/** Drag or Alt+Arrow reordering of the current list; the current song stays current. */
export function moveInQueue(state: QueueState, from: number, to: number): QueueState {
  if (state.mediaType !== 'song') return state
  const list = currentList(state)
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return state
  const moved = list.slice()
  const [song] = moved.splice(from, 1)
  moved.splice(to, 0, song!)
  const currentId = list[state.currentSongIndex]?.id
  const currentSongIndex = indexById(moved, currentId)
  if (state.isShuffleActive) return { ...state, shuffledList: moved, currentSongIndex }
  return { ...state, originalList: moved, currentSongIndex, originalSongIndex: currentSongIndex }
}

/** Flip the starred timestamp of the song with `id` in both lists (after the server accepted it). */
export function setStarred(state: QueueState, id: string, starred: string | undefined): QueueState {
  const update = (list: readonly Song[]) => {
    const at = indexById(list, id)
    if (at < 0) return list
    const copy = list.slice()
    const { starred: _, ...rest } = copy[at]!
    copy[at] = starred === undefined ? rest : { ...rest, starred }
    return copy
  }
  return { ...state, originalList: update(state.originalList), shuffledList: update(state.shuffledList) }
}

/** The server accepted a rating: the songs `ids` now have `rating` stars (0: none) in both lists. */
export function setRated(state: QueueState, ids: ReadonlySet<string>, rating: number): QueueState {
  const update = (list: readonly Song[]) => (list.some((song) => ids.has(song.id)) ? list.map((song) => (ids.has(song.id) ? withRating(song, rating) : song)) : list)
  return { ...state, originalList: update(state.originalList), shuffledList: update(state.shuffledList) }
}

/** The song with `rating` stars; 0 removes the field, as servers send no userRating for unrated songs. */
export function withRating(song: Song, rating: number): Song {
  const { userRating: _, ...rest } = song
  return rating > 0 ? { ...rest, userRating: rating } : rest
}
