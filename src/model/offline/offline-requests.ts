import { combine } from 'effector'
import { lazyModule } from '../lazy/lazy-module'
import { $openAlbum } from '../library/open-album'
import { $hasMedia } from '../player/player'
import { $openPlaylist } from '../playlists/open-playlist'
import { $commandTarget } from '../targets/command-target'
import type { KeptKind } from './kept-document'
import { QUEUE_ITEM_ID } from './offline-request'

/**
 * The offline commands' one request (offline-request.ts): the kept model (offline.ts) loads on
 * the first one, not at start-up.
 */
export const offlineRequested = lazyModule(() => import('./offline')).request((module) => module.offlineRequested)

/** An album or playlist to keep: the card or row the commands target, else the page open. */
export const $offlineSubject = combine($commandTarget, $openAlbum, $openPlaylist, (target, album, playlist): { readonly kind: KeptKind; readonly id: string } | null => {
  if (target?.kind === 'album' || target?.kind === 'playlist') return { kind: target.kind, id: target.id }
  if (album) return { kind: 'album', id: album.id }
  if (playlist) return { kind: 'playlist', id: playlist.id }
  return null
})

/** What pause, retry, cancel and remove act on: the album or playlist in view, else the kept queue while there is one. */
export const $offlineItemTarget = combine($offlineSubject, $hasMedia, (subject, hasMedia): { readonly kind: KeptKind; readonly id: string } | null =>
  subject ?? (hasMedia ? { kind: 'queue', id: QUEUE_ITEM_ID } : null),
)
