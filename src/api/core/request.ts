import type { Either } from 'fp-ts/Either'
import { chain, isLeft, left, map, right } from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type * as t from 'io-ts'
import { decodeWith } from '../codecs/decode'
import { Envelope, EnvelopeMeta } from '../codecs/envelope'
import type { Connection } from './connection'
import { isUnreachable, reportCallOutcome } from './call-outcomes'
import type { ApiFailure } from './failure'
import { fetchJson } from './transport'
import type { Params } from './url'
import { buildRestUrl, formOf } from './url'

export interface Reply<A> {
  readonly value: A
  readonly meta: EnvelopeMeta
  /** From the x-total-count header, when the server sends it. */
  readonly totalCount: number | undefined
}

export interface RequestOptions {
  readonly version?: string
  readonly method?: 'GET' | 'POST' | 'DELETE'
  readonly signal?: AbortSignal
  /**
   * Send the call's own parameters in a form-encoded POST body, the URL keeping only the client
   * and credentials: for servers that advertise the OpenSubsonic `formPost` extension.
   */
  readonly formPost?: boolean
  /** Outlive the page (fetch keepalive): a save sent while the page hides. */
  readonly keepalive?: boolean
  /** Give up after this long without an answer (a timeout failure); a request's own limit otherwise. */
  readonly timeoutMs?: number
}

/** Reads `subsonic-response` whatever its status: the probe needs a failed reply's version. */
export async function requestEnvelope(
  connection: Connection,
  method: string,
  params: Params = {},
  options: RequestOptions = {},
): Promise<Either<ApiFailure, { body: Record<string, unknown>; meta: EnvelopeMeta; headers: Headers; status: number }>> {
  const url = buildRestUrl(connection, method, options.formPost ? {} : params, options.version ? { version: options.version } : {})
  if (isLeft(url)) return url
  const reply = await fetchJson(url.right, options.formPost ? { ...options, form: formOf(params) } : options)
  // A call the app cancelled itself says nothing of the server.
  if (!options.signal?.aborted) reportCallOutcome(isLeft(reply) && isUnreachable(reply.left) ? 'unreachable' : 'answered', connection.url)
  return pipe(
    reply,
    chain(({ json, headers, status }) =>
      pipe(
        decodeWith(Envelope, json, 'reply'),
        map((envelope) => envelope['subsonic-response']),
        chain((body) =>
          pipe(
            decodeWith(EnvelopeMeta, body, 'reply'),
            map((meta) => ({ body, meta, headers, status })),
          ),
        ),
      ),
    ),
  )
}

/** A call whose reply must be ok; the payload is decoded with `codec` from the inner object. */
export async function request<A>(
  connection: Connection,
  method: string,
  codec: t.Decoder<unknown, A>,
  params: Params = {},
  options: RequestOptions = {},
): Promise<Either<ApiFailure, Reply<A>>> {
  const reply = await requestEnvelope(connection, method, params, options)
  if (isLeft(reply)) return reply
  const { body, meta, headers, status } = reply.right
  if (meta.status === 'failed') {
    return left({
      kind: 'server',
      code: meta.error?.code ?? 0,
      message: meta.error?.message ?? 'The server refused the request',
      serverVersion: meta.version,
      ...(status >= 400 ? { httpStatus: status } : {}),
    })
  }
  const value = decodeWith(codec, body, method)
  if (isLeft(value)) return value
  return right({ value: value.right, meta, totalCount: totalCountOf(headers) })
}

function totalCountOf(headers: Headers): number | undefined {
  const raw = headers.get('x-total-count')
  if (raw === null) return undefined
  const count = Number(raw)
  return Number.isFinite(count) ? count : undefined
}
