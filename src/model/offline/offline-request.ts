import type { Song } from '../library/song'
import type { KeptKind } from './kept-document'

/**
 * What the offline commands and controls ask of the kept model (offline.ts): one request type, so
 * the start carries a single light event for them all (offline-requests.ts).
 */
export type OfflineRequest =
  /** Keep an album or playlist (its songs fetched from the server when not given), or the queue. */
  | { readonly type: 'keep'; readonly kind: KeptKind; readonly id: string; readonly name?: string; readonly coverArt?: string; readonly songs?: readonly Song[] }
  | { readonly type: 'pause' | 'resume' | 'cancel' | 'remove'; readonly kind: KeptKind; readonly id: string }
  /** Keep an item again in another bitrate (0: the original); its copies in the old quality go. */
  | { readonly type: 'requality'; readonly kind: KeptKind; readonly id: string; readonly maxBitRate: number }
  /** The bitrate new items are kept in (null: the streaming quality). */
  | { readonly type: 'chooseQuality'; readonly maxBitRate: number | null }
  /** Remove all: the Storage page asks to confirm first (remove-all.ts); then every kept item goes, with its songs. */
  | { readonly type: 'askRemoveAll' | 'removeAll' }
  /** A page that shows what is kept opened: the document is read if it was not yet. */
  | { readonly type: 'load' }
  /** Each kept playlist read again from the server, and followed (kept-playlists.ts): another client may have changed it. */
  | { readonly type: 'follow' }

/** The id the queue is kept under. */
export const QUEUE_ITEM_ID = 'queue'
