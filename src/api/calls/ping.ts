import type { Either } from 'fp-ts/Either'
import { isLeft, right } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { EnvelopeMeta } from '../codecs/envelope'
import type { Connection } from '../core/connection'
import { DEFAULT_PROTOCOL_VERSION, DEFAULT_SERVER_TYPE } from '../core/constants'
import type { ApiFailure } from '../core/failure'
import { SUBSONIC_ERROR } from '../core/failure'
import { request, requestEnvelope } from '../core/request'

/**
 * ping.view: success means status ok. If the server answers error 30 (incompatible
 * version) and no version was given, retry once with the version the server states.
 */
export async function ping(
  connection: Connection,
  options: { readonly version?: string; readonly signal?: AbortSignal; readonly timeoutMs?: number } = {},
): Promise<Either<ApiFailure, EnvelopeMeta>> {
  const first = await request(connection, 'ping.view', t.unknown, {}, options)
  if (isLeft(first)) {
    const failure = first.left
    const canRetry =
      options.version === undefined &&
      failure.kind === 'server' &&
      failure.code === SUBSONIC_ERROR.serverTooOld &&
      failure.serverVersion !== undefined
    if (!canRetry) return first
    const retried = await request(connection, 'ping.view', t.unknown, {}, { ...options, version: failure.serverVersion })
    return isLeft(retried) ? retried : right(retried.right.meta)
  }
  return right(first.right.meta)
}

export interface ServerIdentity {
  readonly protocolVersion: string
  readonly serverType: string
  readonly serverVersion: string | undefined
  readonly openSubsonic: boolean
}

export const UNKNOWN_SERVER: ServerIdentity = {
  protocolVersion: DEFAULT_PROTOCOL_VERSION,
  serverType: DEFAULT_SERVER_TYPE,
  serverVersion: undefined,
  openSubsonic: false,
}

/**
 * A first ping with dummy credentials: any reply, even "wrong credentials", states the
 * server's protocol version and type. On failure assume 1.16.0 and subsonic.
 */
export async function probeServer(url: string, signal?: AbortSignal): Promise<ServerIdentity> {
  const dummy: Connection = {
    url,
    protocolVersion: DEFAULT_PROTOCOL_VERSION,
    credentials: { authType: 'password', username: '', password: '' },
  }
  const reply = await requestEnvelope(dummy, 'ping.view', {}, signal ? { signal } : {})
  if (isLeft(reply)) return UNKNOWN_SERVER
  const { meta } = reply.right
  return {
    protocolVersion: meta.version,
    serverType: meta.type ?? DEFAULT_SERVER_TYPE,
    serverVersion: meta.serverVersion,
    openSubsonic: meta.openSubsonic ?? false,
  }
}
