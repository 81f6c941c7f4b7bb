import { createEffect, createStore } from 'effector'
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
export type StreamAccess = 'same' | 'granted' | 'refused' | 'unknown'

export function originOf(src: string): string {
  try {
    return new URL(src, globalThis.location?.href).origin
  } catch {
    return 'null'
  }
}

/** What `known` (answers per origin) says of `src`; null: no song stream. */
export function streamAccess(src: string | null, known: Readonly<Record<string, Exclude<StreamCors, 'unknown'>>>): StreamAccess | null {
  if (src === null) return null
  const origin = originOf(src)
  if (origin === globalThis.location?.origin) return 'same'
  return known[origin] ?? 'unknown'
}

/** Asks one stream of a server whether it carries CORS (api/core/stream-cors.ts). */
export const streamCorsProbeFx = createEffect(async (src: string) => ({ origin: originOf(src), answer: await probeStreamCors(src) }))

/**
 * The answers, per server origin, for the session: one probe per server. A probe that heard
 * nothing is not remembered (the next song asks again).
 */
export const $streamCors = createStore<Readonly<Record<string, Exclude<StreamCors, 'unknown'>>>>({}, { serialize: 'ignore' }).on(
  streamCorsProbeFx.doneData,
  (state, { origin, answer }) => (answer === 'unknown' ? state : { ...state, [origin]: answer }),
)

/** The origins that grant CORS to their streams (the audio output loads those with crossOrigin). */
export const $corsOrigins = $streamCors.map((known) => Object.keys(known).filter((origin) => known[origin] === 'granted'))

/** The stream whose probe is under way (null: none). */
export const $probing = createStore<string | null>(null, { serialize: 'ignore' })
  .on(streamCorsProbeFx, (_, src) => src)
  .on(streamCorsProbeFx.finally, () => null)

/** The last stream whose probe ended, answered or not: it is no longer waited for. */
export const $probeSettled = createStore<string | null>(null, { serialize: 'ignore' }).on(streamCorsProbeFx.finally, (_, { params }) => params)
