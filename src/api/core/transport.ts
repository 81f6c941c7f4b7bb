import type { Either } from 'fp-ts/Either'
import { left, right } from 'fp-ts/Either'
import { REQUEST_TIMEOUT_MS } from './constants'
import { takeEarlyReply } from './early-replies'
import type { ApiFailure } from './failure'

export interface RawReply {
  readonly json: unknown
  readonly headers: Headers
  /** The HTTP status: Supysonic answers unknown methods with a JSON error and 404. */
  readonly status: number
}

/** GET (or POST) a URL and parse JSON; every failure becomes a typed value, never a throw. */
export async function fetchJson(
  url: URL,
  init: {
    readonly method?: 'GET' | 'POST' | 'DELETE'
    readonly signal?: AbortSignal
    readonly headers?: Readonly<Record<string, string>>
    /** A form-encoded body (sent as POST). */
    readonly form?: URLSearchParams
    /** The request outlives the page (sent while it hides); its body must stay under 64 KB. */
    readonly keepalive?: boolean
    /** Give up after this long without an answer; REQUEST_TIMEOUT_MS otherwise. */
    readonly timeoutMs?: number
  } = {},
): Promise<Either<ApiFailure, RawReply>> {
  const timeoutMs = init.timeoutMs ?? REQUEST_TIMEOUT_MS
  const late = { kind: 'timeout', message: `The server did not answer within ${timeoutMs / 1000} s` } as const
  // A GET index.html already sent for this very address (src/start/early-home.ts).
  const early = init.form || init.signal || (init.method ?? 'GET') !== 'GET' ? undefined : takeEarlyReply(url.toString())
  if (early) {
    // As long as a request of the app's own may take, not forever.
    let timer: ReturnType<typeof setTimeout> | undefined
    const tooLate = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)))
    const earlyReply = await Promise.race([early, tooLate])
    clearTimeout(timer)
    if (earlyReply === 'late') return left(late)
    if (earlyReply) return parseReply(earlyReply.text, earlyReply)
  }
  const timeout = AbortSignal.timeout(timeoutMs)
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(url, {
      method: init.form ? 'POST' : (init.method ?? 'GET'),
      signal,
      credentials: 'omit',
      // The address carries the credentials (p=enc:… or t+s): the HTTP cache must not keep it.
      cache: 'no-store',
      ...(init.keepalive ? { keepalive: true } : {}),
      ...(init.headers ? { headers: init.headers } : {}),
      // URLSearchParams sets Content-Type: application/x-www-form-urlencoded (a simple request: no preflight).
      ...(init.form ? { body: init.form } : {}),
    })
  } catch (error) {
    if (timeout.aborted) return left(late)
    return left({ kind: 'network', message: `Cannot reach the server (${errorText(error)})` })
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    return left({ kind: 'network', message: `The reply was cut off (${errorText(error)})` })
  }
  return parseReply(text, response)
}

function parseReply(text: string, response: { readonly status: number; readonly statusText: string; readonly headers: Headers }): Either<ApiFailure, RawReply> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    if (response.status < 200 || response.status > 299) return left({ kind: 'http', status: response.status, message: response.statusText || 'request failed' })
    return left({ kind: 'decode', message: 'The server did not answer with JSON: is this a Subsonic server address?' })
  }
  return right({ json, headers: response.headers, status: response.status })
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
