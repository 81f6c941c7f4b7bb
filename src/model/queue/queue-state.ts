import type { RadioStation } from '../../api/codecs/radio-station'
import type { Song } from '../../api/codecs/song'

/** 0 off, 1 all, 2 one. */
export type LoopState = 0 | 1 | 2
export const LOOP_OFF: LoopState = 0
export const LOOP_ALL: LoopState = 1
export const LOOP_ONE: LoopState = 2

export type MediaType = 'song' | 'radio'

/**
 * The queue and what is playing (player state and song lists). The current list is
 * derived: the shuffled list while shuffle is on, the original otherwise. currentSongIndex
 * points into the current list (or into radioList for a radio); originalSongIndex into the
 * original list.
 */
export interface QueueState {
  readonly mediaType: MediaType
  readonly originalList: readonly Song[]
  readonly shuffledList: readonly Song[]
  readonly radioList: readonly RadioStation[]
  readonly currentSongIndex: number
  readonly originalSongIndex: number
  readonly isShuffleActive: boolean
  readonly loopState: LoopState
  readonly isPlaying: boolean
  /** Bumped whenever the current track must start again from 0 (a new song, a replay): progress resets. */
  readonly track: number
}

export const EMPTY_QUEUE: QueueState = {
  mediaType: 'song',
  originalList: [],
  shuffledList: [],
  radioList: [],
  currentSongIndex: 0,
  originalSongIndex: 0,
  isShuffleActive: false,
  loopState: LOOP_OFF,
  isPlaying: false,
  track: 0,
}

export function currentList(state: QueueState): readonly Song[] {
  return state.isShuffleActive ? state.shuffledList : state.originalList
}

export function currentSong(state: QueueState): Song | null {
  if (state.mediaType !== 'song') return null
  return currentList(state)[state.currentSongIndex] ?? null
}

export function currentRadio(state: QueueState): RadioStation | null {
  if (state.mediaType !== 'radio') return null
  return state.radioList[state.currentSongIndex] ?? null
}

export function hasNext(state: QueueState): boolean {
  if (state.mediaType !== 'song') return false
  const length = currentList(state).length
  return state.currentSongIndex + 1 < length || (state.loopState === LOOP_ALL && length > 0)
}

export function hasPrevious(state: QueueState): boolean {
  return state.mediaType === 'song' && state.currentSongIndex > 0
}

const idCache = new WeakMap<readonly Song[], ReadonlySet<string>>()

/** The ids of a list, computed once per list (lists are never mutated). */
export function idsOf(list: readonly Song[]): ReadonlySet<string> {
  let ids = idCache.get(list)
  if (!ids) {
    ids = new Set(list.map((song) => song.id))
    idCache.set(list, ids)
  }
  return ids
}
