import { combine, createEffect, createStore } from 'effector'
import { normaliseServerUrl } from '../../api/core/connection'
import type { MediaRouteOrigin } from '../../audio/audio-output'
import { originOf } from '../../audio/stream-origins'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import type { StreamCors } from '../../api/core/stream-cors'
import { probeStreamCors } from '../../api/core/stream-cors'

/**
 * How the page may use a song's stream:
 * - `same`: on the page's own origin, read like any of its files (Web Audio hears it);
 * - `granted`: another origin whose streams carry CORS: loaded with crossOrigin, Web Audio hears it;
 * - `refused`: another origin without CORS: played as is, Web Audio must stay away (it would hear
 *   silence) — ReplayGain and crossfade go through the element's volume, the equaliser cannot;
 * - `unknown`: another origin not asked yet (the song waits for the answer before it loads).
 */
/** A stream to probe, and the origin its answer is kept under. */
export interface StreamProbe {
  readonly src: string
  readonly origin: string
}

export type StreamAccess = 'same' | 'granted' | 'refused' | 'unknown'

/** What `known` (answers per origin) says of `src`; null: no song stream. */
export function streamAccess(
  src: string | null,
  known: Readonly<Record<string, Exclude<StreamCors, 'unknown'>>>,
  mediaRoute: MediaRouteOrigin | null = null,
): StreamAccess | null {
  if (src === null) return null
  const origin = originOf(src, mediaRoute)
  if (origin === globalThis.location?.origin) return 'same'
  return known[origin] ?? 'unknown'
}

/** Asks one stream of a server whether it carries CORS (api/core/stream-cors.ts). */
export const streamCorsProbeFx = createEffect(async ({ src, origin }: StreamProbe) => ({ origin, answer: await probeStreamCors(src) }))

/**
 * The answers, per server origin, for the session: one probe per server. A probe that heard
 * nothing is not remembered (the next song asks again).
 */
export const $streamCors = createStore<Readonly<Record<string, Exclude<StreamCors, 'unknown'>>>>({}, { serialize: 'ignore' }).on(
  streamCorsProbeFx.doneData,
  (state, { origin, answer }) => (answer === 'unknown' ? state : { ...state, [origin]: answer }),
)

/**
 * What the audio output is told: the origins that grant CORS to their streams (it loads those with
 * crossOrigin), and the worker's media path with the origin of the server it stands for.
 */
export const $streamOrigins = combine($streamCors, $mediaAddressing, $connection, (known, addressing, connection) => ({
  granted: Object.keys(known).filter((origin) => known[origin] === 'granted'),
  mediaRoute: addressing.route && connection ? { base: addressing.route.base, origin: originOf(normaliseServerUrl(connection.url)) } : null,
}))

/** The stream whose probe is under way (null: none). */
export const $probing = createStore<string | null>(null, { serialize: 'ignore' })
  .on(streamCorsProbeFx, (_, { src }) => src)
  .on(streamCorsProbeFx.finally, () => null)

/** The last stream whose probe ended, answered or not: it is no longer waited for. */
export const $probeSettled = createStore<string | null>(null, { serialize: 'ignore' }).on(streamCorsProbeFx.finally, (_, { params }) => params.src)
