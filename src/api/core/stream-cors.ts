/**
 * Whether a server's streams may be read by the page (CORS), asked once of a real stream address:
 * - `granted`: the answer carries Access-Control-Allow-Origin (Navidrome does, on every route);
 * - `refused`: the server answers, without it (Supysonic grants CORS on JSON answers only);
 * - `unknown`: no answer at all (network down, timeout): nothing to remember.
 * Only the headers are waited for; the body is abandoned at once.
 */
export type StreamCors = 'granted' | 'refused' | 'unknown'

/** A probe that hears nothing in this long gives up (the song then plays without Web Audio). */
export const STREAM_CORS_TIMEOUT_MS = 8000

async function headersArrive(src: string, mode: RequestMode, fetcher: typeof fetch): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), STREAM_CORS_TIMEOUT_MS)
  try {
    const response = await fetcher(src, { mode, credentials: 'omit', cache: 'no-store', signal: controller.signal })
    void response.body?.cancel().catch(() => undefined)
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

/**
 * Asks `src` (a stream address) with fetch mode `cors`; when that fails, once more with
 * `no-cors`, which only fails when the server cannot be reached at all: a refusal of CORS and a
 * network failure look alike to the first request.
 */
export async function probeStreamCors(src: string, fetcher: typeof fetch = globalThis.fetch.bind(globalThis)): Promise<StreamCors> {
  if (await headersArrive(src, 'cors', fetcher)) return 'granted'
  return (await headersArrive(src, 'no-cors', fetcher)) ? 'refused' : 'unknown'
}
