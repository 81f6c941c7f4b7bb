import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector'
import { normaliseServerUrl } from '../../api/core/connection'
import { originOf } from '../../audio/stream-origins'
import { $shell } from '../host/shell'
import { $streamCors } from '../player/stream-access'
import { $queue } from '../queue/queue'
import { currentList } from '../queue/queue-state'
import { requireConnection } from '../session/call-result'
import { $libraryConnection } from '../session/music-folder'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import type { KeptKind } from './kept-document'
import { $loaded, $offlineServerKey, accountChanged, documentLoaded, loadFx } from './kept-store'
import type { ItemSongs } from './item-songs'
import { itemSongs } from './item-songs'
import type { OfflineRequest } from './offline-request'
import { QUEUE_ITEM_ID } from './offline-request'

/**
 * The commands' way in to the kept model: a request waits until the document is read, a keep is
 * refused where the host or the server cannot keep songs, and an item to keep gets its songs
 * (fetched from the server when the request did not bring them).
 */
export const offlineRequested = createEvent<OfflineRequest>()
/** A control showing what is kept was shown: the document is read if it was not yet. */
export const keptViewOpened = createEvent()

sample({ clock: [offlineRequested, keptViewOpened, $offlineServerKey.updates], source: { key: $offlineServerKey, loaded: $loaded, pending: loadFx.pending }, filter: ({ key, loaded, pending }) => key !== null && !loaded && !pending, fn: ({ key }) => key!, target: loadFx })

/** Requests that came before the document was read, replayed once it is. */
const $waiting = createStore<readonly OfflineRequest[]>([], { serialize: 'ignore' })

/** A request once the document is read: what the rest of the model answers. */
export const handled = createEvent<OfflineRequest>()
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
$waiting.on(accountChanged, () => [])

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

/**
 * A server of another origin known to refuse CORS on its streams: the page cannot read them to
 * keep. A host that fetches past the web view (the desktop's curl) can.
 */
const $keepAllowed = combine($offlineServerKey, $streamCors, $connection, $shell, (key, cors, connection, shell) =>
  Boolean(shell.offlineSongs?.readsPastCors) || !(key !== null && key.startsWith('x') && connection !== null && cors[originOf(normaliseServerUrl(connection.url))] === 'refused'),
)
sample({
  clock: handled,
  source: $keepAllowed,
  filter: (allowed, request) => request.type === 'keep' && !allowed,
  fn: () => ({ reason: 'unreadable' as const }),
  target: keepRefused,
})

type KeepRequest = Extract<OfflineRequest, { type: 'keep' }>
export type ItemRequest = { readonly type: 'pause' | 'resume' | 'cancel' | 'remove'; readonly kind: KeptKind; readonly id: string }
const isKeep = (request: OfflineRequest): request is KeepRequest => request.type === 'keep'
const keepAsked = sample({ clock: handled, source: $keepAllowed, filter: (allowed, request) => allowed && isKeep(request), fn: (_, request) => request as KeepRequest })
/** Requests of one type about an item already in the document. */
export const itemAsked = (type: ItemRequest['type']) =>
  handled.filterMap((request): ItemRequest | undefined => (request.type === type ? (request as ItemRequest) : undefined))

/** An item to keep, with its songs. */
export const itemRequested = createEvent<{ readonly kind: KeptKind; readonly id: string } & ItemSongs>()

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
  fn: (request) => ({ kind: request.kind, id: request.id, name: request.name ?? '', ...(request.coverArt ? { coverArt: request.coverArt } : {}), songs: request.songs ?? [] }),
  target: itemRequested,
})
sample({
  clock: keepAsked,
  source: $queue,
  filter: (_, request) => request.kind === 'queue',
  fn: (queue) => ({ kind: 'queue' as const, id: QUEUE_ITEM_ID, name: '', songs: currentList(queue) }),
  target: itemRequested,
})
