import { attach, combine, createEvent, createStore, sample } from 'effector'
import { isRight } from 'fp-ts/Either'
import { mediaServerKey } from '../../api/core/media-route'
import { $shell } from '../host/shell'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import type { KeepFailure, KeptDocument, KeptItem, KeptKind } from './kept-document'
import { keptDocumentSeen } from './kept-library'
import { EMPTY_KEPT, findItem, itemKey, KEPT_DOCUMENT_VERSION, KeptDocument as KeptDocumentCodec, keptDocumentKey, restored, songCount } from './kept-document'

/**
 * The kept document of the signed-in account (docs/offline.md): read from the host's document
 * storage on the first request, changed only through the events below, and written back after
 * every change. Only this module writes $kept.
 */

/** The account whose kept songs the page can reach: only through the worker's media addresses. */
export const $offlineServerKey = combine($connection, $mediaAddressing, (connection, addressing) =>
  connection && addressing.route ? mediaServerKey(connection, addressing.pageOrigin) : null,
)

export const documentLoaded = createEvent<{ readonly serverKey: string; readonly document: KeptDocument }>()
/** The whole document, changed by the requests' handling (kept-changes.ts, keep-loop.ts). */
export const documentChanged = createEvent<KeptDocument>()
/** One song of an item stored, with its size. */
export const songKept = createEvent<{ readonly key: string; readonly songId: string; readonly bytes: number }>()
/** One cover of an item stored, with its size (kept-covers.ts). */
export const coverKept = createEvent<{ readonly key: string; readonly cover: { readonly id: string; readonly size: number }; readonly bytes: number }>()
/** An item could not be kept, and why. */
export const itemFailed = createEvent<{ readonly key: string; readonly failure: KeepFailure }>()

/** The kept document of $offlineServerKey's account, and whose it is (null: not read yet). */
const $loadedFor = createStore<string | null>(null, { serialize: 'ignore' }).on(documentLoaded, (_, { serverKey }) => serverKey)
export const $kept = createStore<KeptDocument>(EMPTY_KEPT, { serialize: 'ignore' })
  .on(documentLoaded, (_, { document }) => document)
  .on(documentChanged, (_, document) => document)
export const $loaded = combine($loadedFor, $offlineServerKey, (loadedFor, key) => key !== null && loadedFor === key)

$kept.on(songKept, (kept, { key, songId, bytes }) => ({
  ...kept,
  items: kept.items.map((item) =>
    itemKey(item) === key && !item.stored.includes(songId) ? { ...item, stored: [...item.stored, songId], bytes: item.bytes + bytes, sizes: { ...item.sizes, [songId]: bytes } } : item,
  ),
}))
$kept.on(coverKept, (kept, { key, cover, bytes }) => ({
  ...kept,
  items: kept.items.map((item) =>
    itemKey(item) === key && !item.covers?.some((one) => one.id === cover.id && one.size === cover.size)
      ? { ...item, covers: [...(item.covers ?? []), { id: cover.id, size: cover.size, bytes }], bytes: item.bytes + bytes }
      : item,
  ),
}))
$kept.on(itemFailed, (kept, { key, failure }) => ({
  ...kept,
  items: kept.items.map((item) => (itemKey(item) === key ? { ...item, status: 'failed', failure } : item)),
}))

/** The kept item of a kind and id, for the pages' toggles (undefined: not kept). */
export const keptItemOf = (document: KeptDocument, kind: KeptKind, id: string): KeptItem | undefined => findItem(document, kind, id)

/** Songs done and total, and bytes stored, of an item. */
export function itemProgress(item: KeptItem): { readonly done: number; readonly total: number; readonly bytes: number } {
  return { done: new Set(item.stored).size, total: songCount(item), bytes: item.bytes }
}

export const loadFx = attach({
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

sample({ clock: loadFx.doneData, source: $offlineServerKey, filter: (key, { serverKey }) => key === serverKey, fn: (_, loaded) => loaded, target: documentLoaded })
loadFx.failData.watch((error) => console.error('The offline document could not be read:', error))

/**
 * Another account (or none: signed out): nothing of the previous account's document stays in
 * memory or is written under the new key. The download under way stops (keep-loop.ts).
 */
export const accountChanged = sample({ clock: $offlineServerKey.updates, fn: () => undefined })
$kept.on(accountChanged, () => EMPTY_KEPT)
$loadedFor.on(accountChanged, () => null)

/** Every change after reading is written back. */
sample({ clock: [documentChanged, songKept, coverKept, itemFailed], source: $kept, target: saveFx })

/** The screens that read what is kept (kept-library.ts) follow every change of the document once it is read. */
sample({ clock: $kept.updates, source: { serverKey: $offlineServerKey, loadedFor: $loadedFor }, filter: ({ serverKey, loadedFor }) => serverKey !== null && loadedFor === serverKey, fn: ({ serverKey }, document) => ({ serverKey: serverKey!, document }), target: keptDocumentSeen })
