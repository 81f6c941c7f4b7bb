import { attach, createStore, sample } from 'effector'
import { $shell } from '../host/shell'
import { $streamQuality } from '../streaming/streaming-quality'
import { toastShown } from '../toasts/toasts'
import type { KeptDocument, KeptItem, KeptKind, KeptQuality } from './kept-document'
import { alreadyStored, findItem, itemKey, storedElsewhere, withItem, withoutItem } from './kept-document'
import { $addressing, advanceFx, songAddress } from './keep-loop'
import { itemAsked, itemRequested } from './kept-requests'
import { $kept, documentChanged } from './kept-store'

/**
 * What the requests change in the kept document: an item added (waiting its turn), paused,
 * resumed, cancelled or removed, with the copies no other item needs dropped from storage.
 */

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

sample({ clock: itemAdded, target: [documentChanged, advanceFx] })

/** Copies no other item needs, dropped from storage. */
const removeCopiesFx = attach({
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
