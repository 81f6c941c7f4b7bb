import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What to do to the requests a fault matches. Several may combine: the delay comes first, then
 * either an answer of the proxy's own (`reset`, `status`, `subsonicError`, `body`) or the
 * server's answer, changed (`replace`, then `truncate`).
 */
export interface FaultAction {
  /** Waits this long before forwarding (or answering). */
  readonly delayMs?: number
  /** Forwards at once but holds the server's answer this long: the server has acted, the client does not know yet. */
  readonly answerDelayMs?: number
  /** Closes the connection without an answer (a network failure for the client). */
  readonly reset?: boolean
  /** Answers this HTTP status with a short text body; the server never sees the request. */
  readonly status?: number
  /** Answers HTTP 200 with a Subsonic error envelope; the server never sees the request. */
  readonly subsonicError?: { readonly code: number; readonly message: string }
  /** Answers HTTP 200 with this body (JSON, or any text); the server never sees the request. */
  readonly body?: string
  /** Text replacements applied to the server's body, in order (every occurrence). */
  readonly replace?: readonly (readonly [search: string, replacement: string])[]
  /** Keeps only this many bytes of the (possibly replaced) body: a truncated answer. */
  readonly truncate?: number
  /**
   * Sends the server's headers (its Content-Length too) and the first half of its body as bytes,
   * then closes the connection: a download cut halfway.
   */
  readonly cutHalf?: boolean
}

export interface Fault extends FaultAction {
  /** A Subsonic method (`getAlbum`, with or without `.view`); or use `path`. */
  readonly method?: string
  /** Matches when the request path contains this text (e.g. `/assets/AlbumScreen-`). */
  readonly path?: string
  /** The first matching call (1-based, counted from when the fault was added) it applies to. */
  readonly nth?: number
  /** How many matching calls from `nth` on (default: 1 with `nth`, every call without). */
  readonly times?: number
}

/** One request as the proxy received it. */
export interface ProxiedRequest {
  readonly httpMethod: string
  readonly path: string
  /** The Subsonic method, for `/rest/<method>[.view]` requests; otherwise null. */
  readonly method: string | null
  /** Query and form-encoded body parameters together, as the server reads them. */
  readonly params: URLSearchParams
  /** Length of the request line (`GET /rest/…?… HTTP/1.1`), which proxies limit. */
  readonly requestLineLength: number
  /** Whether a fault was applied to it. */
  readonly faulted: boolean
}

export interface FaultProxy {
  /** The proxy's base address, http://127.0.0.1:<port>. */
  readonly url: string
  /** Adds a fault; its `nth` counts matching calls from now. Returns a function removing it. */
  add(fault: Fault): () => void
  /** Removes every fault (the proxy forwards everything unchanged again). */
  clear(): void
  /** Every request so far (optionally only one Subsonic method's), oldest first. */
  requests(method?: string): readonly ProxiedRequest[]
  stop(): Promise<void>
}

interface ActiveFault {
  readonly fault: Fault
  seen: number
}

const methodOf = (pathname: string): string | null => /^\/rest\/([^/]+?)(?:\.view)?$/.exec(pathname)?.[1] ?? null
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function matches(fault: Fault, path: string, method: string | null): boolean {
  if (fault.method !== undefined && fault.method.replace(/\.view$/, '') !== method) return false
  if (fault.path !== undefined && !path.includes(fault.path)) return false
  return true
}

/** Counts the call against the fault and says whether this call is one it applies to. */
function applies(active: ActiveFault): boolean {
  active.seen += 1
  const first = active.fault.nth ?? 1
  const times = active.fault.times ?? (active.fault.nth === undefined ? Infinity : 1)
  return active.seen >= first && active.seen < first + times
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function paramsOf(url: URL, request: IncomingMessage, body: Buffer): URLSearchParams {
  const params = new URLSearchParams(url.search)
  if (String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) params.append(key, value)
  }
  return params
}

const changesBody = (action: FaultAction) => action.replace !== undefined || action.truncate !== undefined || action.answerDelayMs !== undefined || action.cutHalf === true

export interface FaultProxyOptions {
  /** Answers 414 to longer request lines, as common proxies do. */
  readonly maxRequestLine?: number
  /**
   * Keeps play queues in front of a server that keeps none (Supysonic): `getPlayQueue` is answered
   * "no queue saved" and `savePlayQueue` "ok" by the proxy itself, so the app saves its queue
   * there; `requests('savePlayQueue')` tells what it sent. Faults still apply first.
   */
  readonly playQueues?: boolean
  /** How it answers pages of another origin (see CorsMode); absent: as the server does. */
  readonly cors?: CorsMode
}

/** The play-queue calls the proxy answers in `playQueues` mode. */
const PLAY_QUEUE_CALLS = new Set(['getPlayQueue', 'savePlayQueue'])
const OK_ENVELOPE = JSON.stringify({ 'subsonic-response': { status: 'ok', version: '1.16.1' } })

/**
 * How the proxy answers a page of another origin. `supysonic`: as the server behind it does
 * (Supysonic grants CORS on JSON answers only, never on stream, download or getCoverArt).
 * `navidrome`: as Navidrome's corsHandler does, on every route, media included: any origin, the
 * usual methods, any request header, no credentials, its exposed headers; preflights answered.
 */
export type CorsMode = 'supysonic' | 'navidrome'

const NAVIDROME_CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'x-content-duration, x-total-count, x-nd-authorization',
} as const

function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  const asked = request.headers['access-control-request-headers']
  response
    .writeHead(204, {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'HEAD, GET, POST, PUT, PATCH, DELETE',
      ...(asked ? { 'access-control-allow-headers': asked } : {}),
      vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
    })
    .end()
}

/** The server's headers with Navidrome's CORS headers in place of any it sent. */
function withNavidromeCors(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith('access-control-')))
  return { ...kept, ...NAVIDROME_CORS }
}

/**
 * A small HTTP proxy that forwards everything to `target` (a Supysonic, or the app's own server)
 * and misbehaves on demand: delays, fails the Nth call of a method, answers a malformed or
 * truncated body (see FaultProxyOptions for what it can add to the server; `cors` sets how it
 * answers pages of another origin). For tests only; listens on 127.0.0.1.
 */
export async function startFaultProxy(target: string, options: FaultProxyOptions = {}): Promise<FaultProxy> {
  const navidrome = options.cors === 'navidrome'
  const corsHeaders = (headers: http.OutgoingHttpHeaders): http.OutgoingHttpHeaders => (navidrome ? { ...headers, ...NAVIDROME_CORS } : headers)
  const upstream = new URL(target)
  let faults: ActiveFault[] = []
  const log: ProxiedRequest[] = []

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://proxy')
    const method = methodOf(url.pathname)
    const body = await readBody(request)
    const due = faults.filter((active) => matches(active.fault, url.pathname, method)).filter(applies)
    const action: FaultAction = Object.assign({}, ...due.map((active) => active.fault))
    const requestLineLength = `${request.method} ${request.url} HTTP/1.1`.length
    log.push({
      httpMethod: request.method ?? 'GET',
      path: url.pathname,
      method,
      params: paramsOf(url, request, body),
      requestLineLength,
      faulted: due.length > 0,
    })
    if (navidrome && request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      answerPreflight(request, response)
      return
    }
    if (options.maxRequestLine !== undefined && requestLineLength > options.maxRequestLine) {
      // What nginx answers past large_client_header_buffers (8 KB by default).
      response.writeHead(414, corsHeaders({ 'content-type': 'text/plain' })).end('Request-URI Too Large')
      return
    }
    if (action.delayMs) await wait(action.delayMs)
    if (action.reset) {
      request.socket.destroy()
      return
    }
    if (action.status !== undefined) {
      response.writeHead(action.status, corsHeaders({ 'content-type': 'text/plain' })).end(`Fault injected: HTTP ${action.status}`)
      return
    }
    if (action.subsonicError !== undefined || action.body !== undefined) {
      const text = action.body ?? JSON.stringify({ 'subsonic-response': { status: 'failed', version: '1.10.2', error: action.subsonicError } })
      response.writeHead(200, corsHeaders({ 'content-type': 'application/json' })).end(text)
      return
    }
    if (options.playQueues && method !== null && PLAY_QUEUE_CALLS.has(method)) {
      response.writeHead(200, corsHeaders({ 'content-type': 'application/json' })).end(OK_ENVELOPE)
      return
    }
    const headers = { ...request.headers, host: upstream.host }
    if (changesBody(action)) headers['accept-encoding'] = 'identity'
    const forwarded = http.request(
      { protocol: upstream.protocol, hostname: upstream.hostname, port: upstream.port, method: request.method, path: `${url.pathname}${url.search}`, headers },
      (answer) => {
        if (!changesBody(action)) {
          response.writeHead(answer.statusCode ?? 502, navidrome ? withNavidromeCors(answer.headers) : answer.headers)
          answer.pipe(response)
          return
        }
        void readBody(answer).then(async (original) => {
          if (action.answerDelayMs) await wait(action.answerDelayMs)
          if (action.cutHalf) {
            const { 'transfer-encoding': _chunked, ...head } = answer.headers
            response.writeHead(answer.statusCode ?? 502, { ...(navidrome ? withNavidromeCors(head) : head), 'content-length': String(original.length) })
            response.write(original.subarray(0, Math.floor(original.length / 2)), () => response.destroy())
            return
          }
          let text = original.toString('utf8')
          for (const [search, replacement] of action.replace ?? []) text = text.split(search).join(replacement)
          let out = Buffer.from(text, 'utf8')
          if (action.truncate !== undefined) out = out.subarray(0, action.truncate)
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers
          const changed = { ...rest, 'content-length': String(out.length) }
          response.writeHead(answer.statusCode ?? 502, navidrome ? withNavidromeCors(changed) : changed).end(out)
        })
      },
    )
    forwarded.on('error', () => response.destroy())
    response.on('close', () => forwarded.destroy())
    forwarded.end(body)
  }

  const server: Server = http.createServer((request, response) => {
    handle(request, response).catch(() => response.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    add(fault) {
      const active = { fault, seen: 0 }
      faults.push(active)
      return () => {
        faults = faults.filter((entry) => entry !== active)
      }
    },
    clear() {
      faults = []
    },
    requests(method) {
      return method === undefined ? [...log] : log.filter((entry) => entry.method === method.replace(/\.view$/, ''))
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
