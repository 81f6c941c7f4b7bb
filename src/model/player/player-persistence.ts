import { attach, createEvent, createStore, sample, scopeBind } from 'effector'
import * as t from 'io-ts'
import { RadioStation } from '../../api/codecs/radio-station'
import { Song } from '../../api/codecs/song'
import { $shell } from '../host/shell'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { persistedDocumentWriteRequested, persistedStoresLoadRequested } from '../persistence/persist-store'
import { readVersioned } from '../persistence/versioned-storage'
import { settled } from '../timing/settled'
import { $queue, queueCleared, queueRestored } from '../queue/queue'
import type { LoopState, QueueState } from '../queue/queue-state'
import { EMPTY_QUEUE } from '../queue/queue-state'
import { StorageFullError } from '../../shell/shell'
import { logoutConfirmed } from '../session/logout'
import { toastShown } from '../toasts/toasts'
import { QUEUE_DOCUMENT_KEY, queueDocumentText, queueFromDocument } from './queue-document'
import { $autoFullscreen, $preferSyncedLyrics, $replayGain, audioSettingsRestored } from './audio-settings'
import { $progress, progressRestored } from './progress'
import { $volume, volumeChanged } from './volume'

/**
 * `player`, version 1: everything but isPlaying, the element and the queue drawer.
 * The song lists are no longer written there (a few megabytes of browser storage held 10,000
 * songs at most): the queue is a document in the host's DocumentStorage (queue-document.ts). A
 * `player` with lists (written by an older Tonearm) is still read, and wins: nothing newer writes them.
 */
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

interface Loaded {
  readonly player: StoredPlayer | null
  readonly queue: QueueState | null
}

const loadFx = attach({
  source: $shell,
  effect: async (shell): Promise<Loaded> => {
    const player = readVersioned(shell.storage, PLAYER_KEY, PLAYER_VERSION, StoredPlayer) ?? null
    const list = player?.songlist
    if ((list?.originalList?.length ?? 0) > 0 || (list?.radioList?.length ?? 0) > 0) return { player, queue: restoredQueue(player!) }
    const start = performance.now()
    const queue = queueFromDocument(parsed(await shell.documents.get(QUEUE_DOCUMENT_KEY)))
    measure('tonearm:queue-restore', start)
    return { player, queue }
  },
})

/**
 * The queue document is stored as JSON text: IndexedDB clones one string far faster than
 * 100,000 objects (≈ 1.5 s → a fraction of it for 100,000 songs in Chromium).
 */
function parsed(stored: unknown): unknown {
  if (typeof stored !== 'string') return stored
  try {
    return JSON.parse(stored) as unknown
  } catch {
    console.error('The stored queue is not JSON')
    return null
  }
}

/** A timing the bench reads (`npm run bench`); harmless where nobody looks. */
function measure(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() })
  } catch {
    // no User Timing here
  }
}

/** The stored queue was read (restored or not): what the play queue sync compares the server's with. */
export const storedQueueRead = loadFx.finally

/** The user started something before the stored queue was read: theirs wins. */
const $queueUntouched = createStore(true).on($queue.updates, () => false)

sample({ clock: persistedStoresLoadRequested, target: loadFx })
const loaded = sample({ clock: loadFx.doneData, filter: (found) => found.player !== null || found.queue !== null })
const restored = sample({
  clock: loaded,
  source: $queueUntouched,
  filter: (untouched, found) => untouched && found.queue !== null,
  fn: (_, found) => ({ queue: found.queue!, progress: found.player?.playerState?.progress ?? 0 }),
})
sample({ clock: restored, fn: ({ queue }) => queue, target: queueRestored })
sample({
  clock: restored,
  filter: ({ queue, progress }) => progress > 0 && queue.mediaType === 'song' && queue.originalList.length > 0,
  fn: ({ progress }) => progress,
  target: progressRestored,
})
sample({
  clock: loaded,
  filter: (found) => found.player?.playerState?.volume !== undefined,
  fn: (found) => found.player!.playerState!.volume!,
  target: volumeChanged,
})
sample({ clock: loaded, fn: (found) => found.player?.settings ?? {}, target: audioSettingsRestored })

/** A macrotask's turn for the browser (input, frames) between two steps of a queue save. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
/** The newest save: an older one still building its text gives way rather than write after it. */
let latestSave = 0

/** A save of the queue document failed (the error). */
const queueSaveFailed = createEvent<unknown>()

/**
 * Writes the queue document, or removes it (null: a logout forgets the previous user's queue): a
 * host task (host-task.ts), not an effect of its own (≈ 24 KB of heap for the page's life).
 */
const saveQueueTask = (queue: QueueState | null): HostTask => ({
  run: async (shell) => {
    const failed = scopeBind(queueSaveFailed, { safe: true })
    try {
      const start = performance.now()
      const save = ++latestSave
      if (queue === null) return await shell.documents.remove(QUEUE_DOCUMENT_KEY)
      // Built in steps (queueDocumentText): 100,000 songs never hold the main thread for long.
      const text = await queueDocumentText(queue, pause)
      if (save !== latestSave) return
      await shell.documents.set(QUEUE_DOCUMENT_KEY, text)
      measure('tonearm:queue-save', start)
    } catch (error) {
      failed(error)
      throw error
    }
  },
  what: 'The queue could not be stored:',
  level: 'error',
})

/** A full storage is said once per run, not at every change of the queue. */
const $storageFullShown = createStore(false)
const storageFull = sample({ clock: queueSaveFailed, source: $storageFullShown, filter: (shown, error) => !shown && error instanceof StorageFullError })
$storageFullShown.on(storageFull, () => true)
sample({ clock: storageFull, fn: () => ({ tone: 'error' as const, message: 'queueStorage.full' }), target: toastShown })

/** Logging out forgets the previous user's queue (and so stops what plays). */
sample({ clock: logoutConfirmed, target: queueCleared })
sample({ clock: logoutConfirmed, fn: () => saveQueueTask(null), target: hostTaskFx })

/** The queue's stored fields: a play/pause does not rewrite 100,000 songs. */
const QUEUE_FIELDS = ['originalList', 'shuffledList', 'radioList', 'currentSongIndex', 'originalSongIndex', 'loopState', 'isShuffleActive', 'mediaType'] as const
const storedQueueOf = (queue: QueueState): QueueState => ({ ...EMPTY_QUEUE, ...Object.fromEntries(QUEUE_FIELDS.map((field) => [field, queue[field]])) })
/** Changes only when a stored field does (one store, not a derived store per field). */
const $storedQueue = createStore<QueueState>(storedQueueOf($queue.defaultState), { serialize: 'ignore' }).on($queue, (stored, queue) =>
  QUEUE_FIELDS.every((field) => stored[field] === queue[field]) ? stored : storedQueueOf(queue),
)

/** The small `player` document: no lists, and only whole 5 s of progress. */
interface PlayerFields {
  readonly loopState: LoopState
  readonly isShuffleActive: boolean
  readonly mediaType: QueueState['mediaType']
  readonly progress: number
  readonly volume: number
  readonly replayGain: StoredReplayGain
  readonly preferSyncedLyrics: boolean
  readonly autoFullscreenEnabled: boolean
}
type StoredReplayGain = NonNullable<NonNullable<StoredPlayer['settings']>['replayGain']>
const PLAYER_FIELDS = ['loopState', 'isShuffleActive', 'mediaType', 'progress', 'volume', 'replayGain', 'preferSyncedLyrics', 'autoFullscreenEnabled'] as const
const playerSources = { queue: $queue, progress: $progress, volume: $volume, replayGain: $replayGain, preferSyncedLyrics: $preferSyncedLyrics, autoFullscreenEnabled: $autoFullscreen }
type PlayerSources = { readonly [K in keyof typeof playerSources]: (typeof playerSources)[K]['defaultState'] }
const playerFieldsOf = (s: PlayerSources): PlayerFields => ({
  loopState: s.queue.loopState,
  isShuffleActive: s.queue.isShuffleActive,
  mediaType: s.queue.mediaType,
  progress: Math.floor(s.progress / 5) * 5,
  volume: s.volume,
  replayGain: s.replayGain,
  preferSyncedLyrics: s.preferSyncedLyrics,
  autoFullscreenEnabled: s.autoFullscreenEnabled,
})
const playerFieldsChanged = sample({
  clock: [$queue.updates, $progress.updates, $volume.updates, $replayGain.updates, $preferSyncedLyrics.updates, $autoFullscreen.updates],
  source: playerSources,
  fn: playerFieldsOf,
})
const playerDefaults = Object.fromEntries(Object.entries(playerSources).map(([name, store]) => [name, store.defaultState])) as PlayerSources
/** Changes only when a stored field does (one store, not a derived store per field). */
const $playerFields = createStore<PlayerFields>(playerFieldsOf(playerDefaults), { serialize: 'ignore' }).on(playerFieldsChanged, (stored, fields) =>
  PLAYER_FIELDS.every((field) => stored[field] === fields[field]) ? stored : fields,
)
const storedPlayerOf = (s: PlayerFields): StoredPlayer => ({
  playerState: { volume: s.volume, loopState: s.loopState, isShuffleActive: s.isShuffleActive, mediaType: s.mediaType, progress: s.progress },
  settings: { replayGain: s.replayGain, preferSyncedLyrics: s.preferSyncedLyrics, autoFullscreenEnabled: s.autoFullscreenEnabled },
})

/** Written once changes settle (a volume drag is one write, not fifty). */
export const SAVE_DELAY_MS = 300
const notLoading = { source: loadFx.pending, filter: (pending: boolean) => !pending } as const
const playerSettled = settled({ key: 'player', source: sample({ clock: $playerFields.updates, ...notLoading }), timeout: SAVE_DELAY_MS })
sample({
  clock: playerSettled,
  source: $playerFields,
  fn: (fields) => ({ key: PLAYER_KEY, version: PLAYER_VERSION, state: storedPlayerOf(fields) }),
  target: persistedDocumentWriteRequested,
})
const queueSettled = settled({ key: 'queue', source: sample({ clock: $storedQueue.updates, ...notLoading }), timeout: SAVE_DELAY_MS })
sample({ clock: queueSettled, source: $storedQueue, fn: saveQueueTask, target: hostTaskFx })
