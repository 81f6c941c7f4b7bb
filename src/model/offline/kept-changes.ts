import { attach, createStore, sample } from 'effector'
import { $shell } from '../host/shell'
import { $streamQuality } from '../streaming/streaming-quality'
import { toastShown } from '../toasts/toasts'
import type { KeptDocument, KeptItem, KeptKind, KeptQuality } from './kept-document'
import { alreadyStored, findItem, itemKey, storedElsewhere, withItem, withoutItem } from './kept-document'
import { coverAddress, $addressing, advanceFx, songAddress } from './keep-loop'
import { coverBytes, coversOnlyHeldBy } from './kept-covers'
import { handled, itemAsked, itemRequested } from './kept-requests'
import { $kept, documentChanged } from './kept-store'

/**
 * What the requests change in the kept document: an item added (waiting its turn), paused,
 * resumed, cancelled or removed, with the copies (songs and covers) no other item needs dropped
 * from storage.
 */

const qualityOf = (quality: { readonly maxBitRate: number; readonly format: string }): KeptQuality => ({ maxBitRate: quality.maxBitRate, format: quality.format })
/** A bitrate chosen for offline copies, in the streaming format (the original has none). */
const qualityAt = (maxBitRate: number, stream: { readonly format: string }): KeptQuality => ({ maxBitRate, format: maxBitRate === 0 ? '' : stream.format })

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
        quality: kept.quality ?? qualityOf(quality),
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

sample({ clock: itemAdded, target: [documentChanged, advanceFx] })

/** Copies no other item needs, dropped from storage. */
export const removeCopiesFx = attach({
  source: $shell,
  effect: async (shell, urls: readonly string[]) => {
    await shell.offlineSongs?.remove(urls)
  },
})
removeCopiesFx.failData.watch((error) => console.error('Kept songs could not be removed:', error))

for (const type of ['cancel', 'remove'] as const) {
  const asked = itemAsked(type)
  sample({
    clock: asked,
    source: { kept: $kept, place: $addressing },
    fn: ({ kept, place }, { kind, id }) => {
      const item = findItem(kept, kind, id)
      if (!item) return []
      const songs = item.stored
        .filter((songId) => !storedElsewhere(kept, songId, item.quality, itemKey(item)))
        .map((songId) => songAddress(place.connection, place.addressing, place.serverKey, songId, item.quality))
      const covers = coversOnlyHeldBy(kept, item).map((cover) => coverAddress(place, cover))
      return [...songs, ...covers].filter((url): url is string => url !== null)
    },
    target: removeCopiesFx,
  })
  sample({ clock: asked, source: $kept, fn: (kept, { kind, id }) => withoutItem(kept, kind, id), target: documentChanged })
  sample({ clock: asked, target: advanceFx })
}

/** Remove all: every copy dropped, and the document emptied. */
const allRemoved = handled.filter({ fn: (request) => request.type === 'removeAll' })
sample({
  clock: allRemoved,
  source: { kept: $kept, place: $addressing },
  fn: ({ kept, place }) =>
    kept.items.flatMap((item) =>
      [
        ...item.stored.map((songId) => songAddress(place.connection, place.addressing, place.serverKey, songId, item.quality)),
        ...(item.covers ?? []).map((cover) => coverAddress(place, cover)),
      ].filter((url): url is string => url !== null),
    ),
  target: removeCopiesFx,
})
sample({ clock: allRemoved, source: $kept, fn: (kept): KeptDocument => ({ ...kept, items: [] }), target: documentChanged })

/** The quality of new items: a bitrate, or the streaming quality again (null). */
sample({
  clock: handled.filterMap((request) => (request.type === 'chooseQuality' ? request : undefined)),
  source: { kept: $kept, stream: $streamQuality },
  fn: ({ kept, stream }, { maxBitRate }): KeptDocument => {
    const { quality: _quality, ...rest } = kept
    return maxBitRate === null ? rest : { ...rest, quality: qualityAt(maxBitRate, stream) }
  },
  target: documentChanged,
})

/** An item kept again in another quality: its copies no other item needs go, and it waits its turn. */
const requality = sample({
  clock: handled.filterMap((request) => (request.type === 'requality' ? request : undefined)),
  source: { kept: $kept, stream: $streamQuality },
  filter: ({ kept, stream }, { kind, id, maxBitRate }) => {
    const item = findItem(kept, kind, id)
    const quality = qualityAt(maxBitRate, stream)
    return item !== undefined && (item.quality.maxBitRate !== quality.maxBitRate || item.quality.format !== quality.format)
  },
  fn: ({ kept, stream }, { kind, id, maxBitRate }) => ({ kept, item: findItem(kept, kind, id)!, quality: qualityAt(maxBitRate, stream) }),
})
sample({
  clock: requality,
  source: $addressing,
  fn: (place, { kept, item }) =>
    item.stored
      .filter((songId) => !storedElsewhere(kept, songId, item.quality, itemKey(item)))
      .map((songId) => songAddress(place.connection, place.addressing, place.serverKey, songId, item.quality))
      .filter((url): url is string => url !== null),
  target: removeCopiesFx,
})
sample({
  clock: requality,
  fn: ({ kept, item, quality }) => {
    const { failure: _failure, sizes: _sizes, ...rest } = item
    // Covers come in no quality: they stay, and so do their bytes.
    return withItem(kept, alreadyStored(kept, { ...rest, quality, stored: [], bytes: coverBytes(item), status: 'queued' }))
  },
  target: [documentChanged, advanceFx],
})

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
