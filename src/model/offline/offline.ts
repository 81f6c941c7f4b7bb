import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector'
import { isRight } from 'fp-ts/Either'
import { localMediaAddress, mediaServerKey } from '../../api/core/media-route'
import { OfflineSongError } from '../../shell/shell'
import { $shell } from '../host/shell'
import { originOf } from '../../audio/stream-origins'
import { $streamCors } from '../player/stream-access'
import { normaliseServerUrl } from '../../api/core/connection'
import { $queue } from '../queue/queue'
import { currentList } from '../queue/queue-state'
import { requireConnection } from '../session/call-result'
import { $mediaAddressing } from '../session/media-addressing'
import { $libraryConnection } from '../session/music-folder'
import { $connection } from '../session/server-config'
import { $streamQuality } from '../streaming/streaming-quality'
import { toastShown } from '../toasts/toasts'
import type { KeepFailure, KeptDocument, KeptItem, KeptKind, KeptQuality } from './kept-document'
import {
  alreadyStored,
  EMPTY_KEPT,
  findItem,
  itemKey,
  KEPT_DOCUMENT_VERSION,
  KeptDocument as KeptDocumentCodec,
  keptDocumentKey,
  missingSongs,
  restored,
  songCount,
  storedElsewhere,
  withItem,
  withoutItem,
} from './kept-document'
import type { ItemSongs } from './item-songs'
import { itemSongs } from './item-songs'
import type { OfflineRequest } from './offline-request'
import { QUEUE_ITEM_ID } from './offline-request'
import { keptDocumentSeen } from './kept-library'

/**
 * Albums, playlists and the queue kept for offline listening (docs/offline.md). The page fetches
 * each song whole through the Service Worker's media address and the shell stores it where the
 * worker answers the audio element from; an item is kept once every song is stored. One song is
 * fetched at a time, for the first item waiting. Only this module writes the document.
 */
export const offlineRequested = createEvent<OfflineRequest>()
/** A control showing what is kept was shown: the document is read if it was not yet. */
export const keptViewOpened = createEvent()

/** How often a song whose body arrived cut (or whose connection dropped) is fetched again. */
export const KEEP_ATTEMPTS = 3

/** The account whose kept songs the page can reach: only through the worker's media addresses. */
export const $offlineServerKey = combine($connection, $mediaAddressing, (connection, addressing) =>
  connection && addressing.route ? mediaServerKey(connection, addressing.pageOrigin) : null,
)

const documentLoaded = createEvent<{ readonly serverKey: string; readonly document: KeptDocument }>()
const documentChanged = createEvent<KeptDocument>()

/** The kept document of $offlineServerKey's account, and whose it is (null: not read yet). */
const $loadedFor = createStore<string | null>(null, { serialize: 'ignore' }).on(documentLoaded, (_, { serverKey }) => serverKey)
export const $kept = createStore<KeptDocument>(EMPTY_KEPT, { serialize: 'ignore' })
  .on(documentLoaded, (_, { document }) => document)
  .on(documentChanged, (_, document) => document)
const $loaded = combine($loadedFor, $offlineServerKey, (loadedFor, key) => key !== null && loadedFor === key)

/** The item being fetched now, and how to stop its fetch. */
const $active = createStore<{ readonly key: string; readonly abort: AbortController } | null>(null, { serialize: 'ignore' })
const activeSet = createEvent<{ readonly key: string; readonly abort: AbortController } | null>()
$active.on(activeSet, (_, active) => active)

/** Requests that came before the document was read, replayed once it is. */
const $waiting = createStore<readonly OfflineRequest[]>([], { serialize: 'ignore' })

/** The kept item of a kind and id, for the pages' toggles (undefined: not kept). */
export const keptItemOf = (document: KeptDocument, kind: KeptKind, id: string): KeptItem | undefined => findItem(document, kind, id)

const loadFx = attach({
  source: $shell,
  effect: async (shell, serverKey: string) => {
    const stored = (await shell.documents.get(keptDocumentKey(serverKey))) as { version?: unknown; state?: unknown } | undefined
    const decoded = stored?.version === KEPT_DOCUMENT_VERSION ? KeptDocumentCodec.decode(stored.state) : null
    return { serverKey, document: decoded && isRight(decoded) ? restored(decoded.right) : EMPTY_KEPT }
  },
})
const saveFx = attach({
  source: { shell: $shell, serverKey: $offlineServerKey },
  effect: async ({ shell, serverKey }, document: KeptDocument) => {
    if (serverKey !== null) await shell.documents.set(keptDocumentKey(serverKey), { version: KEPT_DOCUMENT_VERSION, state: document })
  },
})
saveFx.failData.watch((error) => console.error('The offline document could not be stored:', error))

sample({ clock: [offlineRequested, keptViewOpened, $offlineServerKey.updates], source: { key: $offlineServerKey, loaded: $loaded, pending: loadFx.pending }, filter: ({ key, loaded, pending }) => key !== null && !loaded && !pending, fn: ({ key }) => key!, target: loadFx })
sample({ clock: loadFx.doneData, source: $offlineServerKey, filter: (key, { serverKey }) => key === serverKey, fn: (_, loaded) => loaded, target: documentLoaded })
loadFx.failData.watch((error) => console.error('The offline document could not be read:', error))

/** A request once the document is read: what the rest of this module answers. */
const handled = createEvent<OfflineRequest>()
$waiting.on(
  sample({ clock: offlineRequested, source: { loaded: $loaded, key: $offlineServerKey }, filter: ({ loaded, key }, request) => key !== null && !loaded && request.type !== 'load', fn: (_, request) => request }),
  (waiting, request) => [...waiting, request],
)
sample({ clock: offlineRequested, source: $loaded, filter: (loaded, request) => loaded && request.type !== 'load', fn: (_, request) => request, target: handled })
const replayFx = createEffect((requests: readonly OfflineRequest[]) => {
  const handle = scopeBind(handled, { safe: true })
  for (const one of requests) handle(one)
})
sample({ clock: documentLoaded, source: $waiting, filter: (waiting) => waiting.length > 0, target: replayFx })
$waiting.on(replayFx, () => [])

/** The host cannot keep songs (no Service Worker controls the page), or the server's streams cannot be read: said, nothing changes. */
const keepRefused = createEvent<{ readonly reason: 'unavailable' | 'unreadable' }>()
sample({ clock: keepRefused, fn: ({ reason }) => ({ tone: 'error' as const, message: `offline.toast.${reason}` }), target: toastShown })
sample({
  clock: offlineRequested,
  source: { key: $offlineServerKey, shell: $shell },
  filter: ({ key, shell }, request) => request.type === 'keep' && (key === null || !shell.offlineSongs),
  fn: () => ({ reason: 'unavailable' as const }),
  target: keepRefused,
})

/** A server of another origin known to refuse CORS on its streams: the page cannot read them to keep. */
sample({
  clock: handled,
  source: { key: $offlineServerKey, cors: $streamCors, connection: $connection },
  filter: ({ key, cors, connection }, request) => request.type === 'keep' && key !== null && key.startsWith('x') && connection !== null && cors[originOf(normaliseServerUrl(connection.url))] === 'refused',
  fn: () => ({ reason: 'unreadable' as const }),
  target: keepRefused,
})
const $keepAllowed = combine($offlineServerKey, $streamCors, $connection, (key, cors, connection) =>
  !(key !== null && key.startsWith('x') && connection !== null && cors[originOf(normaliseServerUrl(connection.url))] === 'refused'),
)

type KeepRequest = Extract<OfflineRequest, { type: 'keep' }>
type ItemRequest = { readonly type: 'pause' | 'resume' | 'cancel' | 'remove'; readonly kind: KeptKind; readonly id: string }
const isKeep = (request: OfflineRequest): request is KeepRequest => request.type === 'keep'
const keepAsked = sample({ clock: handled, source: $keepAllowed, filter: (allowed, request) => allowed && isKeep(request), fn: (_, request) => request as KeepRequest })
const itemAsked = (type: ItemRequest['type']) =>
  handled.filterMap((request): ItemRequest | undefined => (request.type === type ? (request as ItemRequest) : undefined))

/** An item to keep, with its songs. */
const itemRequested = createEvent<{ readonly kind: KeptKind; readonly id: string } & ItemSongs>()

const fetchItemFx = attach({
  source: $libraryConnection,
  effect: async (connection, { kind, id }: { readonly kind: 'album' | 'playlist'; readonly id: string }) => ({
    kind,
    id,
    ...(await itemSongs(requireConnection(connection), kind, id)),
  }),
})
sample({
  clock: keepAsked,
  filter: (request) => request.kind !== 'queue' && request.songs === undefined,
  fn: (request) => ({ kind: request.kind as 'album' | 'playlist', id: request.id }),
  target: fetchItemFx,
})
sample({ clock: fetchItemFx.doneData, target: itemRequested })
sample({ clock: fetchItemFx.fail, fn: () => ({ tone: 'error' as const, message: 'errors.serverCommunication' }), target: toastShown })
fetchItemFx.failData.watch((error) => console.error('Keep offline:', error))
sample({
  clock: keepAsked,
  filter: (request) => request.kind !== 'queue' && request.songs !== undefined,
  fn: (request) => ({ kind: request.kind, id: request.id, name: request.name ?? '', songs: request.songs ?? [] }),
  target: itemRequested,
})
sample({
  clock: keepAsked,
  source: $queue,
  filter: (_, request) => request.kind === 'queue',
  fn: (queue) => ({ kind: 'queue' as const, id: QUEUE_ITEM_ID, name: '', songs: currentList(queue) }),
  target: itemRequested,
})

const qualityOf = (quality: { readonly maxBitRate: number; readonly format: string }): KeptQuality => ({ maxBitRate: quality.maxBitRate, format: quality.format })

/** A new item waits its turn (songs already kept in the same quality count as stored); a kept one is said so. */
const itemAdded = sample({
  clock: itemRequested,
  source: { kept: $kept, quality: $streamQuality },
  filter: ({ kept }, { kind, id, songs }) => songs.length > 0 && (kind === 'queue' || findItem(kept, kind, id)?.status !== 'kept'),
  fn: ({ kept, quality }, { kind, id, name, coverArt, songs }): KeptDocument =>
    withItem(
      kept,
      alreadyStored(kept, {
        kind,
        id,
        name,
        ...(coverArt ? { coverArt } : {}),
        quality: qualityOf(quality),
        songs: [...songs],
        stored: [],
        bytes: 0,
        status: 'queued',
      }),
    ),
})
sample({
  clock: itemRequested,
  source: $kept,
  filter: (kept, { kind, id }) => kind !== 'queue' && findItem(kept, kind, id)?.status === 'kept',
  fn: () => ({ tone: 'info' as const, message: 'offline.toast.alreadyKept' }),
  target: toastShown,
})

/** Asked once, at the first keep: storage the browser will not evict without asking. */
const $persistAsked = createStore(false, { serialize: 'ignore' })
const persistFx = attach({ source: $shell, effect: (shell) => shell.offlineSongs?.persist() ?? Promise.resolve(false) })
$persistAsked.on(persistFx, () => true)
sample({ clock: itemAdded, source: $persistAsked, filter: (asked) => !asked, fn: () => undefined, target: persistFx })

/** Runs after the store updates of the same turn: the next step reads the document as they left it. */
const advanceFx = createEffect(() => undefined)
const stepFx = createEffect(() => undefined)

sample({ clock: itemAdded, target: [documentChanged, advanceFx] })

/** Copies no other item needs, dropped from storage. */
const removeCopiesFx = attach({
  source: $shell,
  effect: async (shell, urls: readonly string[]) => {
    await shell.offlineSongs?.remove(urls)
  },
})
removeCopiesFx.failData.watch((error) => console.error('Kept songs could not be removed:', error))

const songAddress = (connection: Parameters<typeof mediaServerKey>[0] | null, addressing: typeof $mediaAddressing.defaultState, serverKey: string | null, id: string, quality: KeptQuality): string | null =>
  connection && addressing.route && serverKey
    ? localMediaAddress(addressing.route, serverKey, 'stream', { id, maxBitRate: quality.maxBitRate, ...(quality.format ? { format: quality.format } : {}) })
    : null

const $addressing = combine({ connection: $connection, addressing: $mediaAddressing, serverKey: $offlineServerKey })

for (const type of ['cancel', 'remove'] as const) {
  const asked = itemAsked(type)
  sample({
    clock: asked,
    source: { kept: $kept, place: $addressing },
    fn: ({ kept, place }, { kind, id }) => {
      const item = findItem(kept, kind, id)
      if (!item) return []
      return item.stored
        .filter((songId) => !storedElsewhere(kept, songId, item.quality, itemKey(item)))
        .map((songId) => songAddress(place.connection, place.addressing, place.serverKey, songId, item.quality))
        .filter((url): url is string => url !== null)
    },
    target: removeCopiesFx,
  })
  sample({ clock: asked, source: $kept, fn: (kept, { kind, id }) => withoutItem(kept, kind, id), target: documentChanged })
  sample({ clock: asked, target: advanceFx })
}

/** The item whose fetch is stopped (pause, cancel, remove): its download aborted, no item active. */
const abortFx = createEffect((abort: AbortController) => abort.abort())
const stopped = sample({
  clock: handled,
  source: $active,
  filter: (active, request) => active !== null && (request.type === 'pause' || request.type === 'cancel' || request.type === 'remove') && itemKey(request) === active.key,
  fn: (active) => active!.abort,
})
sample({ clock: stopped, target: abortFx })
sample({ clock: stopped, fn: () => null, target: activeSet })

const withStatus = (kept: KeptDocument, kind: KeptKind, id: string, change: (item: KeptItem) => KeptItem): KeptDocument => {
  const item = findItem(kept, kind, id)
  return item ? withItem(kept, change(item)) : kept
}
sample({
  clock: itemAsked('pause'),
  source: $kept,
  fn: (kept, { kind, id }) => withStatus(kept, kind, id, (item) => (item.status === 'kept' ? item : { ...item, status: 'paused' })),
  target: [documentChanged, advanceFx],
})
sample({
  clock: itemAsked('resume'),
  source: $kept,
  fn: (kept, { kind, id }) =>
    withStatus(kept, kind, id, (item) => {
      if (item.status === 'kept' || item.status === 'downloading') return item
      const { failure: _failure, ...rest } = item
      return { ...rest, status: 'queued' }
    }),
  target: [documentChanged, advanceFx],
})

/** The next song of the active item, or the item kept; a new item started when none is active. */
const songKept = createEvent<{ readonly key: string; readonly songId: string; readonly bytes: number }>()
const itemFailed = createEvent<{ readonly key: string; readonly failure: KeepFailure }>()

const keepSongFx = attach({
  source: $shell,
  effect: async (shell, { url, signal }: { readonly key: string; readonly songId: string; readonly url: string; readonly signal: AbortSignal }) => {
    const songs = shell.offlineSongs
    if (!songs) throw new OfflineSongError('failed', 'This host cannot keep songs')
    for (let attempt = 1; ; attempt++) {
      try {
        return await songs.keep(url, signal)
      } catch (error) {
        const again = error instanceof OfflineSongError && (error.reason === 'cut' || error.reason === 'network')
        if (!again || attempt >= KEEP_ATTEMPTS || signal.aborted) throw error
        console.warn(`A kept song's download failed (${error.message}); trying again`)
      }
    }
  },
})

sample({
  clock: advanceFx.done,
  source: { kept: $kept, active: $active },
  filter: ({ kept, active }) => active === null && kept.items.some((item) => item.status === 'queued'),
  fn: ({ kept }) => {
    const item = kept.items.find((one) => one.status === 'queued')!
    return { key: itemKey(item), abort: new AbortController() }
  },
  target: activeSet,
})
sample({
  clock: activeSet,
  source: $kept,
  filter: (_, active) => active !== null,
  fn: (kept, active) => ({ items: kept.items.map((item) => (itemKey(item) === active!.key ? { ...item, status: 'downloading' as const } : item)) }),
  target: [documentChanged, stepFx],
})

const next = sample({
  clock: stepFx.done,
  source: { kept: $kept, active: $active, place: $addressing },
  filter: ({ active }) => active !== null,
  fn: ({ kept, active, place }) => {
    const item = kept.items.find((one) => itemKey(one) === active!.key)
    const song = item && item.status === 'downloading' ? missingSongs(item)[0] : undefined
    const url = item && song ? songAddress(place.connection, place.addressing, place.serverKey, song.id, item.quality) : null
    return { key: active!.key, item, song, url, signal: active!.abort.signal }
  },
})
sample({
  clock: next,
  filter: ({ song, url }) => song !== undefined && url !== null,
  fn: ({ key, song, url, signal }) => ({ key, songId: song!.id, url: url!, signal }),
  target: keepSongFx,
})
/** Every song stored: the item is kept. */
const itemKept = sample({ clock: next, filter: ({ item, song }) => item !== undefined && item.status === 'downloading' && song === undefined, fn: ({ item }) => item! })
sample({
  clock: itemKept,
  source: $kept,
  fn: (kept, item) => withItem(kept, { ...item, status: 'kept' }),
  target: documentChanged,
})
sample({ clock: itemKept, fn: (item) => ({ tone: 'success' as const, message: 'offline.toast.kept', values: { name: item.name } }), target: toastShown })
sample({ clock: next, filter: ({ song, url }) => song === undefined || url === null, fn: () => null, target: [activeSet, advanceFx] })

$kept.on(songKept, (kept, { key, songId, bytes }) => ({
  items: kept.items.map((item) => (itemKey(item) === key && !item.stored.includes(songId) ? { ...item, stored: [...item.stored, songId], bytes: item.bytes + bytes } : item)),
}))
sample({ clock: keepSongFx.done, filter: ({ params }) => !params.signal.aborted, fn: ({ params, result }) => ({ key: params.key, songId: params.songId, bytes: result }), target: songKept })
sample({ clock: songKept, target: stepFx })

const failureOf = (error: unknown): KeepFailure =>
  error instanceof OfflineSongError ? error.reason : 'failed'
sample({
  clock: keepSongFx.fail,
  filter: ({ params }) => !params.signal.aborted,
  fn: ({ params, error }) => ({ key: params.key, failure: failureOf(error) }),
  target: itemFailed,
})
keepSongFx.fail.watch(({ params, error }) => {
  if (!params.signal.aborted) console.error('A song could not be kept offline:', error)
})
$kept.on(itemFailed, (kept, { key, failure }) => ({
  items: kept.items.map((item) => (itemKey(item) === key ? { ...item, status: 'failed', failure } : item)),
}))
sample({
  clock: itemFailed,
  source: $kept,
  fn: (kept, { key: failedKey, failure }) => {
    const item = kept.items.find((one) => itemKey(one) === failedKey)
    return { tone: 'error' as const, message: `offline.toast.${failure}`, values: { name: item?.name ?? '' } }
  },
  target: toastShown,
})
sample({ clock: itemFailed, fn: () => null, target: [activeSet, advanceFx] })

/**
 * Another account (or none: signed out): the download under way stops, and nothing of the
 * previous account's document stays in memory or is written under the new key.
 */
const accountChanged = sample({ clock: $offlineServerKey.updates, source: $active, fn: (active) => active })
sample({ clock: accountChanged, filter: (active) => active !== null, fn: (active) => active!.abort, target: abortFx })
$active.on(accountChanged, () => null)
$kept.on(accountChanged, () => EMPTY_KEPT)
$loadedFor.on(accountChanged, () => null)
$waiting.on(accountChanged, () => [])

/** Every change after reading is written back. */
sample({ clock: [documentChanged, songKept, itemFailed], source: $kept, target: saveFx })

/** Songs done and total, and bytes stored, of an item. */
export function itemProgress(item: KeptItem): { readonly done: number; readonly total: number; readonly bytes: number } {
  return { done: new Set(item.stored).size, total: songCount(item), bytes: item.bytes }
}

/** The screens that read what is kept (kept-library.ts) follow every change of the document once it is read. */
sample({ clock: $kept.updates, source: { serverKey: $offlineServerKey, loadedFor: $loadedFor }, filter: ({ serverKey, loadedFor }) => serverKey !== null && loadedFor === serverKey, fn: ({ serverKey }, document) => ({ serverKey: serverKey!, document }), target: keptDocumentSeen })
