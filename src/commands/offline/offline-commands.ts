import { $hasMedia } from '../../model/player/player'
import type { KeptKind } from '../../model/offline/kept-document'
import { QUEUE_ITEM_ID } from '../../model/offline/offline-request'
import { $offlineItemTarget, $offlineSubject, offlineRequested } from '../../model/offline/offline-requests'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** An album or playlist (by id) for the keep commands; a page may pass its name and songs. */
interface ItemPayload {
  readonly kind: KeptKind
  readonly id: string
}

const $albumSubject = $offlineSubject.map((subject) => (subject?.kind === 'album' ? subject : null))
const $playlistSubject = $offlineSubject.map((subject) => (subject?.kind === 'playlist' ? subject : null))

/** Keeps the album (the card targeted, or the album page open) for listening without the server. */
export const keepAlbum = defineCommand({
  id: 'offline.keepAlbum',
  keys: 'K A',
  enabled: $isSignedIn,
  context: $albumSubject,
  target: offlineRequested,
  adapt: ({ id }: ItemPayload) => ({ type: 'keep' as const, kind: 'album' as const, id }),
})

/** Keeps the playlist (the row targeted, or the playlist page open). */
export const keepPlaylist = defineCommand({
  id: 'offline.keepPlaylist',
  keys: 'K P',
  enabled: $isSignedIn,
  context: $playlistSubject,
  target: offlineRequested,
  adapt: ({ id }: ItemPayload) => ({ type: 'keep' as const, kind: 'playlist' as const, id }),
})

/** Keeps the songs of the queue as they are now. */
export const keepQueue = defineCommand({
  id: 'offline.keepQueue',
  keys: 'K Q',
  enabled: $hasMedia,
  target: offlineRequested,
  adapt: () => ({ type: 'keep' as const, kind: 'queue' as const, id: QUEUE_ITEM_ID }),
})

/** Pause, retry (resume), cancel or remove the album or playlist in view, else the kept queue. */
function itemCommand<const Id extends `offline.${string}`>(id: Id, type: 'pause' | 'resume' | 'cancel' | 'remove') {
  return defineCommand({ id, enabled: $isSignedIn, context: $offlineItemTarget, target: offlineRequested, adapt: ({ kind, id: itemId }: ItemPayload) => ({ type, kind, id: itemId }) })
}

export const pauseKeeping = itemCommand('offline.pause', 'pause')
export const retryKeeping = itemCommand('offline.retry', 'resume')
export const cancelKeeping = itemCommand('offline.cancel', 'cancel')
export const removeKept = itemCommand('offline.remove', 'remove')

/** Remove every kept item: the Storage page opens and asks to confirm first. */
export const removeAllKept = defineCommand({ id: 'offline.removeAll', enabled: $isSignedIn, target: offlineRequested, adapt: () => ({ type: 'askRemoveAll' as const }) })

/** The bitrate new items are kept offline in (null: the streaming quality): the Storage page's setting. */
export const chooseOfflineQuality = defineCommand({
  id: 'offline.chooseQuality',
  payloadOnly: true,
  target: offlineRequested,
  adapt: ({ maxBitRate }: { readonly maxBitRate: number | null }) => ({ type: 'chooseQuality' as const, maxBitRate }),
})

/** Keeps an item again in another bitrate (0: the original): a row of the Storage page. */
export const keepInQuality = defineCommand({
  id: 'offline.keepInQuality',
  payloadOnly: true,
  target: offlineRequested,
  adapt: ({ kind, id, maxBitRate }: ItemPayload & { readonly maxBitRate: number }) => ({ type: 'requality' as const, kind, id, maxBitRate }),
})

/** The offline commands, in palette order. */
export const offlineCommands = [keepAlbum, keepPlaylist, keepQueue, pauseKeeping, retryKeeping, cancelKeeping, removeKept, removeAllKept, chooseOfflineQuality, keepInQuality] as const
