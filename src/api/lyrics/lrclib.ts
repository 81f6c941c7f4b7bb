import type { Either } from 'fp-ts/Either'
import { isLeft, left, right } from 'fp-ts/Either'
import { decodeWith } from '../codecs/decode'
import type { LrclibTrack } from '../codecs/lyrics'
import { LrclibTrack as LrclibTrackCodec } from '../codecs/lyrics'
import { APP_VERSION } from '../core/constants'
import type { ApiFailure } from '../core/failure'
import { fetchJson } from '../core/transport'

/** The external lyrics lookup. Tests pass a 127.0.0.1 address instead. */
export const LRCLIB_BASE_URL = 'https://lrclib.net'
/** LRCLIB asks clients to name themselves; browsers cannot set User-Agent, so this header. */
export const LRCLIB_CLIENT = `Tonearm v${APP_VERSION} (keyboard-first Subsonic music client)`

export interface LrclibQuery {
  readonly artist: string
  readonly title: string
  /** Seconds; LRCLIB matches within ±2 s. */
  readonly duration?: number
  readonly album?: string
}

export interface LrclibOptions {
  readonly baseUrl?: string
  readonly signal?: AbortSignal
}

/**
 * GET {base}/api/get?artist_name&track_name[&album_name][&duration] with the client header.
 * LRCLIB answers 404 when it knows no such track: that is "no lyrics" (null), not a failure.
 */
export async function fetchLrclib(query: LrclibQuery, options: LrclibOptions = {}): Promise<Either<ApiFailure, LrclibTrack | null>> {
  const base = (options.baseUrl ?? LRCLIB_BASE_URL).replace(/\/+$/, '')
  if (!URL.canParse(`${base}/api/get`)) return left({ kind: 'config', message: `Invalid lyrics service address: ${base}` })
  const url = new URL(`${base}/api/get`)
  url.searchParams.set('artist_name', query.artist)
  url.searchParams.set('track_name', query.title)
  if (query.album) url.searchParams.set('album_name', query.album)
  if (query.duration !== undefined && Number.isFinite(query.duration) && query.duration > 0) {
    url.searchParams.set('duration', String(Math.round(query.duration)))
  }
  const reply = await fetchJson(url, { headers: { 'Lrclib-Client': LRCLIB_CLIENT }, ...(options.signal ? { signal: options.signal } : {}) })
  if (isLeft(reply)) return reply.left.kind === 'http' && reply.left.status === 404 ? right(null) : reply
  if (reply.right.status === 404) return right(null)
  if (reply.right.status >= 400) return left({ kind: 'http', status: reply.right.status, message: 'The lyrics service refused the request' })
  return decodeWith(LrclibTrackCodec, reply.right.json, 'lyrics')
}
