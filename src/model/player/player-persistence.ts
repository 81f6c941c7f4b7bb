import { attach, combine, sample } from 'effector'
import * as t from 'io-ts'
import { debounce } from 'patronum'
import { RadioStation } from '../../api/codecs/radio-station'
import { Song } from '../../api/codecs/song'
import { $shell } from '../host/shell'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { readVersioned, writeVersioned } from '../persistence/versioned-storage'
import { $queue, queueRestored } from '../queue/queue'
import type { LoopState, QueueState } from '../queue/queue-state'
import { EMPTY_QUEUE } from '../queue/queue-state'
import { $autoFullscreen, $preferSyncedLyrics, $replayGain, audioSettingsRestored } from './audio-settings'
import { $progress, progressRestored } from './progress'
import { $volume, volumeChanged } from './volume'

/** `player`, version 1 (SPEC §3, §9): everything but isPlaying, the element and the queue drawer. */
export const PLAYER_KEY = 'player'
export const PLAYER_VERSION = 1

const StoredPlayer = t.partial({
  playerState: t.partial({
    volume: t.number,
    loopState: t.union([t.literal(0), t.literal(1), t.literal(2)]),
    isShuffleActive: t.boolean,
    mediaType: t.union([t.literal('song'), t.literal('radio')]),
    progress: t.number,
  }),
  songlist: t.partial({
    originalList: t.array(Song),
    shuffledList: t.array(Song),
    radioList: t.array(RadioStation),
    currentSongIndex: t.number,
    originalSongIndex: t.number,
  }),
  settings: t.partial({
    replayGain: t.partial({
      enabled: t.boolean,
      mode: t.union([t.literal('track'), t.literal('album')]),
      preAmp: t.number,
      error: t.boolean,
      defaultGain: t.number,
    }),
    preferSyncedLyrics: t.boolean,
    autoFullscreenEnabled: t.boolean,
  }),
})
type StoredPlayer = t.TypeOf<typeof StoredPlayer>

/** The stored queue, or an empty one when its lists and indexes do not agree. */
export function restoredQueue(stored: StoredPlayer): QueueState {
  const list = stored.songlist ?? {}
  const state = stored.playerState ?? {}
  const originalList = list.originalList ?? []
  const isShuffleActive = state.isShuffleActive === true && (list.shuffledList?.length ?? 0) === originalList.length
  const current = isShuffleActive ? (list.shuffledList ?? []) : originalList
  const radioList = list.radioList ?? []
  const mediaType = state.mediaType === 'radio' && radioList.length > 0 ? 'radio' : 'song'
  const length = mediaType === 'radio' ? radioList.length : current.length
  const index = list.currentSongIndex ?? 0
  const loopState: LoopState = state.loopState ?? 0
  if (length === 0 || index < 0 || index >= length) return { ...EMPTY_QUEUE, loopState }
  const currentId = current[index]?.id
  const originalSongIndex = mediaType === 'song' ? originalList.findIndex((song) => song.id === currentId) : 0
  return {
    ...EMPTY_QUEUE,
    mediaType,
    originalList: mediaType === 'song' ? originalList : [],
    shuffledList: mediaType === 'song' && isShuffleActive ? current : [],
    radioList: mediaType === 'radio' ? radioList : [],
    isShuffleActive: mediaType === 'song' && isShuffleActive,
    currentSongIndex: index,
    originalSongIndex: Math.max(0, originalSongIndex),
    loopState,
  }
}

const loadFx = attach({
  source: $shell,
  effect: (shell): StoredPlayer | null => readVersioned(shell.storage, PLAYER_KEY, PLAYER_VERSION, StoredPlayer) ?? null,
})
const saveFx = attach({
  source: $shell,
  effect: (shell, state: StoredPlayer) => {
    try {
      writeVersioned(shell.storage, PLAYER_KEY, PLAYER_VERSION, state)
    } catch (error) {
      console.error('The queue is too large to be stored:', error)
    }
  },
})

sample({ clock: persistedStoresLoadRequested, target: loadFx })
const loaded = sample({ clock: loadFx.doneData, filter: Boolean, fn: (stored) => stored! })
sample({ clock: loaded, fn: restoredQueue, target: queueRestored })
sample({
  clock: loaded,
  filter: (stored) => (stored.playerState?.progress ?? 0) > 0 && restoredQueue(stored).mediaType === 'song',
  fn: (stored) => stored.playerState!.progress!,
  target: progressRestored,
})
sample({
  clock: loaded,
  filter: (stored) => stored.playerState?.volume !== undefined,
  fn: (stored) => stored.playerState!.volume!,
  target: volumeChanged,
})
sample({ clock: loaded, fn: (stored) => stored.settings ?? {}, target: audioSettingsRestored })

/** Only the fields that matter: a play/pause or each tick of progress does not rewrite the queue. */
const $stored = combine(
  {
    originalList: $queue.map((s) => s.originalList),
    shuffledList: $queue.map((s) => s.shuffledList),
    radioList: $queue.map((s) => s.radioList),
    currentSongIndex: $queue.map((s) => s.currentSongIndex),
    originalSongIndex: $queue.map((s) => s.originalSongIndex),
    loopState: $queue.map((s) => s.loopState),
    isShuffleActive: $queue.map((s) => s.isShuffleActive),
    mediaType: $queue.map((s) => s.mediaType),
    progress: $progress.map((seconds) => Math.floor(seconds / 5) * 5),
    volume: $volume,
    replayGain: $replayGain,
    preferSyncedLyrics: $preferSyncedLyrics,
    autoFullscreenEnabled: $autoFullscreen,
  },
  (s): StoredPlayer => ({
    playerState: { volume: s.volume, loopState: s.loopState, isShuffleActive: s.isShuffleActive, mediaType: s.mediaType, progress: s.progress },
    songlist: {
      // Stored as is (never mutated): copying 100,000 songs on each change would cost more than writing.
      originalList: s.originalList as Song[],
      shuffledList: s.shuffledList as Song[],
      radioList: s.radioList as RadioStation[],
      currentSongIndex: s.currentSongIndex,
      originalSongIndex: s.originalSongIndex,
    },
    settings: { replayGain: s.replayGain, preferSyncedLyrics: s.preferSyncedLyrics, autoFullscreenEnabled: s.autoFullscreenEnabled },
  }),
)

/** Written once changes settle (a volume drag is one write, not fifty). */
export const SAVE_DELAY_MS = 300
const settled = debounce({ source: sample({ clock: $stored.updates, filter: loadFx.pending.map((pending) => !pending) }), timeout: SAVE_DELAY_MS })
sample({ clock: settled, source: $stored, target: saveFx })
