import type { Either } from 'fp-ts/Either'
import { isLeft, right } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Connection } from '../core/connection'
import type { ApiFailure } from '../core/failure'
import type { RequestOptions } from '../core/request'
import { request } from '../core/request'
import type { Params } from '../core/url'

export type Result<A> = Promise<Either<ApiFailure, A>>

/** A call whose payload is decoded with `codec`, then narrowed to what callers need with `pick`. */
export async function call<A, B>(
  connection: Connection,
  method: string,
  codec: t.Decoder<unknown, A>,
  params: Params,
  pick: (value: A) => B,
  options: RequestOptions = {},
): Result<B> {
  const reply = await request(connection, method, codec, params, options)
  return isLeft(reply) ? reply : right(pick(reply.right.value))
}

/** A call whose reply only says ok or failed (nothing of it is shown). */
export async function acknowledge(
  connection: Connection,
  method: string,
  params: Params,
  options: RequestOptions = {},
): Result<void> {
  const reply = await request(connection, method, t.unknown, params, options)
  return isLeft(reply) ? reply : right(undefined)
}

/** `{ signal }` when there is one (exactOptional-friendly). */
export function signalOption(signal: AbortSignal | undefined): { readonly signal?: AbortSignal } {
  return signal ? { signal } : {}
}
