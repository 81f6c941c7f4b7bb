import { attach, combine, createEvent, createStore, sample } from 'effector'
import type { Connection } from '../../api/core/connection'
import { describeFailure } from '../../api/core/failure'
import type { ApiFailure } from '../../api/core/failure'
import { pageHidden } from '../host/page-visibility'
import { storedQueueRead } from '../player/player-persistence'
import { $progress, progressRestored } from '../player/progress'
import { $clock } from '../player/scrobble'
import { $isPlaying, $queue, queueCleared, queueRestored } from '../queue/queue'
import { addToEndRequested, listPlayed, playNextRequested, radioPlayed, songPlayed } from '../queue/queue-events'
import type { QueueState } from '../queue/queue-state'
import { currentList, EMPTY_QUEUE } from '../queue/queue-state'
import { $connection, serverRemoved } from '../session/server-config'
import { $serverExtensions, knownExtensions, serverExtensionsFx, serverKey } from '../session/server-extensions'
import { $serverReachable } from '../session/session-check'
import { ADDRESS_BUDGET_CHARS, FORM_BUDGET_CHARS, listHash, queueFingerprint, savedWindow } from './saved-window'
import type { QueueApi, SaveRequest, ServerQueue, ServerQueueRead } from './server-queue-calls'
import { INDEX_BASED_QUEUE_EXTENSION, lacksQueueCalls, readServerQueueFx, saveServerQueueFx } from './server-queue-calls'
import { $syncRecord, $syncRecordLoaded, localQueueChanged, localQueueOf, serverQueueKnown } from './sync-record'
import { settled } from '../timing/settled'

/**
 * The play queue follows the user across devices (issue 18): saved to the server debounced after
 * an edit, at once on pause and on song change, and with a keepalive request when the page hides;
 * at start-up a queue another client saved later than the local one changed is offered
 * ("Resume from Feishin · 14:32"), never applied unasked. A server without the calls (Supysonic)
 * is asked once per session and then left alone: nothing shown, no retry.
 */

/** Edits of the queue are saved once they settle. */
export const QUEUE_SAVE_DELAY_MS = 2000

export interface ResumeOffer {
  readonly server: string
  readonly queue: ServerQueue
  readonly fingerprint: string
}

export const resumeAccepted = createEvent()
export const resumeDismissed = createEvent()

/** How the signed-in server keeps queues, once asked; null before (or after a failure that told nothing). */
const $queueApiOf = createStore<{ readonly server: string; readonly api: QueueApi; readonly formPost: boolean } | null>(null).reset(serverRemoved)
export const $queueApi = combine($queueApiOf, $connection, (known, connection): QueueApi | null =>
  known !== null && connection !== null && known.server === serverKey(connection) ? known.api : null,
)

export const $resumeOffer = createStore<ResumeOffer | null>(null).reset(serverRemoved)

/** The ids in play order (songs only: a radio queue is not saved), and the current index. */
const $playOrder = $queue.map((state) => (state.mediaType === 'song' ? currentList(state) : EMPTY_QUEUE.originalList))
const $playIds = $playOrder.map((songs) => songs.map((song) => song.id))
const $listHash = $playIds.map(listHash)
const $currentIndex = $queue.map((state) => (state.mediaType === 'song' ? state.currentSongIndex : 0))
const $localFingerprint = combine($listHash, $currentIndex, (hash, index) => `${hash}:${index}`)
const $currentSongId = combine($playIds, $currentIndex, (ids, index) => ids[index] ?? null)

/** A change of the local queue counts for the signed-in server: each server keeps its own queue. */
sample({
  clock: $localFingerprint.updates,
  source: { clock: $clock, loaded: $syncRecordLoaded, connection: $connection },
  filter: ({ loaded, connection }) => loaded && connection !== null,
  fn: ({ clock, connection }, fingerprint) => ({ server: serverKey(connection!), fingerprint, at: clock() }),
  target: localQueueChanged,
})

// ── Start-up: ask the server once per signed-in server, after the stored queue is read and the ──
// ── session check answered (a server that did not answer it is not synced with in this session) ──

const $reachable = $serverReachable.map((reachable) => reachable === 'ok')

const $storedQueueRead = createStore(false).on(storedQueueRead, () => true)

interface Checked {
  readonly server: string
  readonly read: ServerQueueRead
  readonly formPost: boolean
}

const checkFx = attach({
  source: $serverExtensions,
  effect: async (extensions, connection: Connection): Promise<Checked> => {
    const names = knownExtensions(extensions, connection) ?? (await serverExtensionsFx(connection))?.names ?? []
    const read = await readServerQueueFx({ connection, indexBased: names.includes(INDEX_BASED_QUEUE_EXTENSION) })
    return { server: serverKey(connection), read, formPost: names.includes('formPost') }
  },
})
checkFx.failData.watch((error) => console.warn('Could not read the play queue on the server:', describe(error)))

sample({
  clock: [$connection.updates, storedQueueRead, $syncRecordLoaded.updates, $reachable.updates],
  source: { connection: $connection, read: $storedQueueRead, loaded: $syncRecordLoaded, reachable: $reachable, known: $queueApiOf, pending: checkFx.pending },
  filter: ({ connection, read, loaded, reachable, known, pending }) =>
    connection !== null && read && loaded && reachable && !pending && (known === null || known.server !== serverKey(connection)),
  fn: ({ connection }) => connection!,
  target: checkFx,
})

$queueApiOf.on(checkFx.doneData, (_, { server, read, formPost }) => ({ server, api: read.api, formPost }))

/** The server's queue is offered when it is not one Tonearm saved or showed, nor the local one, and it changed later. */
sample({
  clock: checkFx.doneData,
  source: { record: $syncRecord, local: $localFingerprint, queue: $queue },
  fn: ({ record, local, queue }, { server, read }): ResumeOffer | null => {
    if (read.api === 'none' || read.queue.songs.length === 0) return null
    const fingerprint = queueFingerprint(read.queue.songs.map((song) => song.id), read.queue.index)
    const localEmpty = queue.mediaType === 'song' && queue.originalList.length === 0
    const newer = localEmpty || read.queue.changedAt > localQueueOf(record, server).changedAt
    if (!newer || fingerprint === local || record.known[server] === fingerprint) return null
    return { server, queue: read.queue, fingerprint }
  },
  target: $resumeOffer,
})

// ── Resume or not ──

const accepted = sample({ clock: resumeAccepted, source: $resumeOffer, filter: (offer) => offer !== null, fn: (offer) => offer! })
sample({
  clock: accepted,
  source: $queue,
  fn: (state, { queue }): QueueState => ({
    ...EMPTY_QUEUE,
    originalList: queue.songs,
    currentSongIndex: queue.index,
    originalSongIndex: queue.index,
    loopState: state.loopState,
  }),
  target: queueRestored,
})
sample({ clock: accepted, filter: ({ queue }) => queue.positionSeconds > 0, fn: ({ queue }) => queue.positionSeconds, target: progressRestored })

/** Playing anything, or saying no, answers the offer: the same server queue is not offered again. */
const answered = sample({
  clock: [resumeAccepted, resumeDismissed, listPlayed, songPlayed, radioPlayed, playNextRequested, addToEndRequested, queueCleared, $isPlaying.updates],
  source: $resumeOffer,
  filter: (offer) => offer !== null,
  fn: (offer) => ({ server: offer!.server, fingerprint: offer!.fingerprint }),
})
sample({ clock: answered, target: serverQueueKnown })
$resumeOffer.on(answered, () => null)

// ── Saving ──

const $lastSent = createStore<string | null>(null).reset(serverRemoved)

const $saveSource = combine({
  connection: $connection,
  known: $queueApiOf,
  offer: $resumeOffer,
  ids: $playIds,
  index: $currentIndex,
  progress: $progress,
  lastSent: $lastSent,
  reachable: $reachable,
})

type SaveSource = typeof $saveSource extends { getState(): infer S } ? S : never

function saveOf(source: SaveSource, keepalive: boolean): (SaveRequest & { readonly key: string }) | null {
  const { connection, known, offer, ids, index, progress, lastSent, reachable } = source
  if (connection === null || !reachable || known === null || known.server !== serverKey(connection) || known.api === 'none' || offer !== null) return null
  const window = savedWindow(ids, index, known.formPost ? FORM_BUDGET_CHARS : ADDRESS_BUDGET_CHARS)
  const positionMs = window.ids.length > 0 ? Math.floor(progress) * 1000 : 0
  const key = saveKey(window.ids, window.currentIndex, positionMs)
  if (key === lastSent) return null
  return { key, connection, api: known.api, formPost: known.formPost, keepalive, save: { ids: window.ids, currentIndex: window.currentIndex, positionMs } }
}

const edited = settled({ key: 'server-queue', source: $listHash.updates, timeout: QUEUE_SAVE_DELAY_MS })

/**
 * An edit that settled before the server's queue calls were known (the queue restored at start-up
 * settles while the start-up check is still out) could not be sent: it is sent once they are,
 * rather than left until the next song or pause, when the page may already be gone.
 */
const $editUnsent = createStore(false)
  .on(edited, () => true)
  .reset(saveServerQueueFx, serverRemoved)
const queueCallsKnown = sample({ clock: checkFx.done, source: $editUnsent, filter: (unsent) => unsent })

const now = sample({ clock: [$currentSongId.updates, sample({ clock: $isPlaying.updates, filter: (playing) => !playing }), edited, queueCallsKnown] })

/** What was sent last, so that the same queue at the same second is not sent twice. */
function saveKey(ids: readonly string[], index: number, positionMs: number): string {
  return `${queueFingerprint(ids, index)}@${positionMs}`
}

/** The queue just taken from the server is not sent back to it (at position 0 before the seek applies). */
$lastSent.on(accepted, (_, { queue }) => saveKey(queue.songs.map((song) => song.id), queue.index, Math.floor(queue.positionSeconds) * 1000))

type KeyedSave = SaveRequest & { readonly key: string }
const isSave = (request: KeyedSave | null): request is KeyedSave => request !== null
const saveNow = sample({ clock: now, source: $saveSource, fn: (source) => saveOf(source, false) })
const saveOnHide = sample({ clock: pageHidden, source: $saveSource, fn: (source) => saveOf(source, true) })
sample({ clock: [saveNow, saveOnHide], filter: isSave, target: saveServerQueueFx })

$lastSent
  .on(saveServerQueueFx, (_, request) => saveKey(request.save.ids, request.save.currentIndex, request.save.positionMs))
  .on(saveServerQueueFx.fail, () => null)
sample({
  clock: saveServerQueueFx.done,
  source: $queueApiOf,
  filter: (known, { params }) => known !== null && known.server === serverKey(params.connection),
  fn: (_, { params }) => ({ server: serverKey(params.connection), fingerprint: queueFingerprint(params.save.ids, params.save.currentIndex) }),
  target: serverQueueKnown,
})

/** A server that turns out to lack the save call is left alone; any other failure is logged, and the next change tries again. */
$queueApiOf.on(saveServerQueueFx.fail, (known, { params, error }) =>
  known !== null && known.server === serverKey(params.connection) && lacksQueueCalls(error) ? { ...known, api: 'none' } : known,
)
saveServerQueueFx.fail.watch(({ error }) => console.warn('The play queue was not saved on the server:', describe(error)))

function describe(error: unknown): string {
  return typeof error === 'object' && error !== null && 'kind' in error ? describeFailure(error as ApiFailure) : String(error)
}
