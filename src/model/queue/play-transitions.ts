import type { RadioStation } from '../../api/codecs/radio-station'
import type { Song } from '../../api/codecs/song'
import type { QueueState } from './queue-state'
import { currentList, currentRadio, currentSong, EMPTY_QUEUE, idsOf } from './queue-state'
import type { RandomSource } from './shuffle'
import { fisherYates } from './shuffle'

/** Transitions that start something: pure, so they are tested and benchmarked alone. */

function sameSongs(a: readonly Song[], b: readonly Song[]): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id) return false
  return true
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), Math.max(0, length - 1))
}

/** Where `song` sits in the original list (its index when shuffle is off). */
function originalIndexOf(state: QueueState, list: readonly Song[], index: number): number {
  if (!state.isShuffleActive) return index
  const id = list[index]?.id
  const found = state.originalList.findIndex((song) => song.id === id)
  return found < 0 ? 0 : found
}

/**
 * Play `songs` from `index`. The list already playing (same songs, same order) just jumps to the
 * index. Otherwise the list becomes the queue; with `shuffle` the chosen song comes first and
 * the rest follow in random order.
 */
export function playList(
  state: QueueState,
  input: { readonly songs: readonly Song[]; readonly index: number; readonly shuffle?: boolean },
  random: RandomSource,
): QueueState {
  const { songs } = input
  if (songs.length === 0) return state
  const index = clampIndex(input.index, songs.length)
  const list = currentList(state)
  if (state.mediaType === 'song' && !input.shuffle && sameSongs(list, songs)) {
    const jumped = index !== state.currentSongIndex
    return {
      ...state,
      currentSongIndex: index,
      originalSongIndex: originalIndexOf(state, list, index),
      isPlaying: true,
      track: jumped ? state.track + 1 : state.track,
    }
  }
  const base = {
    ...EMPTY_QUEUE,
    loopState: state.loopState,
    originalList: songs,
    currentSongIndex: index,
    originalSongIndex: index,
    isPlaying: true,
    track: state.track + 1,
  }
  if (!input.shuffle) return base
  const rest = songs.filter((_, i) => i !== index)
  return { ...base, shuffledList: [songs[index]!, ...fisherYates(rest, random)], currentSongIndex: 0, isShuffleActive: true }
}

/** Replace the queue with one song, or resume it when it is the current one and paused. */
export function playSong(state: QueueState, song: Song): QueueState {
  const current = currentSong(state)
  if (current?.id === song.id && !state.isPlaying) return { ...state, isPlaying: true }
  return { ...EMPTY_QUEUE, loopState: state.loopState, originalList: [song], isPlaying: true, track: state.track + 1 }
}

/** The songs of `songs` that are neither queued nor repeated earlier in `songs`. */
function newSongs(queued: ReadonlySet<string>, songs: readonly Song[]): Song[] {
  const seen = new Set<string>()
  const result: Song[] = []
  for (const song of songs) {
    if (queued.has(song.id) || seen.has(song.id)) continue
    seen.add(song.id)
    result.push(song)
  }
  return result
}

function insertAt(list: readonly Song[], at: number, songs: readonly Song[]): Song[] {
  return [...list.slice(0, at), ...songs, ...list.slice(at)]
}

/** A queue of only these songs, playing the first (play next / add to end on an empty queue or a radio). */
function startWith(state: QueueState, songs: readonly Song[]): QueueState {
  return { ...EMPTY_QUEUE, loopState: state.loopState, originalList: songs, isPlaying: true, track: state.track + 1 }
}

function isEmptySongQueue(state: QueueState): boolean {
  return state.mediaType !== 'song' || state.originalList.length === 0
}

/** Insert the songs not already queued right after the current one, in both lists; play if paused. */
export function playNext(state: QueueState, songs: readonly Song[]): QueueState {
  if (isEmptySongQueue(state)) {
    const fresh = newSongs(new Set(), songs)
    return fresh.length === 0 ? state : startWith(state, fresh)
  }
  const added = newSongs(idsOf(state.originalList), songs)
  if (added.length === 0) return state.isPlaying ? state : { ...state, isPlaying: true }
  const originalList = insertAt(state.originalList, state.originalSongIndex + 1, added)
  const shuffledList = state.isShuffleActive
    ? insertAt(state.shuffledList, state.currentSongIndex + 1, added)
    : state.shuffledList
  return { ...state, originalList, shuffledList, isPlaying: true }
}

/** Append the songs not already queued, to both lists; play if paused. */
export function addToEnd(state: QueueState, songs: readonly Song[]): QueueState {
  if (isEmptySongQueue(state)) {
    const fresh = newSongs(new Set(), songs)
    return fresh.length === 0 ? state : startWith(state, fresh)
  }
  const added = newSongs(idsOf(state.originalList), songs)
  if (added.length === 0) return state.isPlaying ? state : { ...state, isPlaying: true }
  return {
    ...state,
    originalList: [...state.originalList, ...added],
    shuffledList: state.isShuffleActive ? [...state.shuffledList, ...added] : state.shuffledList,
    isPlaying: true,
  }
}

/** Play `stations[index]`: the radio already playing resumes; otherwise the song queue is cleared. */
export function playRadio(
  state: QueueState,
  input: { readonly stations: readonly RadioStation[]; readonly index: number },
): QueueState {
  const station = input.stations[input.index]
  if (!station) return state
  if (currentRadio(state)?.id === station.id) return state.isPlaying ? state : { ...state, isPlaying: true }
  return {
    ...EMPTY_QUEUE,
    loopState: state.loopState,
    mediaType: 'radio',
    radioList: input.stations,
    currentSongIndex: input.index,
    isPlaying: true,
    track: state.track + 1,
  }
}
