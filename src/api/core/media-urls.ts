import { isLeft } from 'fp-ts/Either'
import type { Connection } from './connection'
import { COVER_ART_SIZE, PLACEHOLDER_COVER } from './constants'
import type { MediaRoute } from './media-route'
import { localMediaAddress, mediaServerKey } from './media-route'
import { buildRestUrl } from './url'

export { COVER_ART_SIZE, PLACEHOLDER_COVER }

/**
 * Where media addresses point: the server itself (no route), or this origin's media path that the
 * Service Worker forwards with the credentials (src/api/core/media-route.ts).
 */
export interface MediaAddressing {
  readonly route: MediaRoute | null
  /** The page's origin: tells a server of this origin from another in the server key. */
  readonly pageOrigin: string
  /**
   * Media waits for the worker (the desktop app, until its worker controls the page): no cover
   * and no stream gets an address yet, so none goes out with credentials in it.
   */
  readonly held?: boolean
}

/** getCoverArt address: for `<img src>`, so no JSON format parameter. */
export function coverArtUrl(connection: Connection, id: string | undefined, size: number = COVER_ART_SIZE, addressing?: MediaAddressing): string {
  if (!id || addressing?.held) return PLACEHOLDER_COVER
  if (addressing?.route) return localMediaAddress(addressing.route, mediaServerKey(connection, addressing.pageOrigin), 'getCoverArt', { id, size })
  const url = buildRestUrl(connection, 'getCoverArt', { id, size }, { format: null })
  return isLeft(url) ? PLACEHOLDER_COVER : url.right.toString()
}

export interface StreamOptions {
  /** kbit/s; 0 or absent: the server's choice. */
  readonly maxBitRate?: number
  /** Target format (`mp3`, `opus`…) or `raw`; absent: the server's choice. */
  readonly format?: string
  /** Seconds into the song a transcoded stream starts at (OpenSubsonic `transcodeOffset`). */
  readonly timeOffset?: number
}

/** stream address for `<audio src>`, with estimateContentLength=true; null when the connection is unusable or media is held. */
export function streamUrl(connection: Connection, id: string, options: StreamOptions = {}, addressing?: MediaAddressing): string | null {
  if (addressing?.held) return null
  if (addressing?.route) {
    return localMediaAddress(addressing.route, mediaServerKey(connection, addressing.pageOrigin), 'stream', { id, ...options, estimateContentLength: true })
  }
  const url = buildRestUrl(connection, 'stream', { id, ...options, estimateContentLength: true }, { format: null })
  return isLeft(url) ? null : url.right.toString()
}

export const DOWNLOAD_DEFAULTS = { maxBitRate: 0, format: 'raw' } as const

/** download address: the original file unless told otherwise; null when the connection is unusable. */
export function downloadUrl(connection: Connection, id: string, options: StreamOptions = {}): string | null {
  const url = buildRestUrl(connection, 'download', { id, ...DOWNLOAD_DEFAULTS, ...options }, { format: null })
  return isLeft(url) ? null : url.right.toString()
}
