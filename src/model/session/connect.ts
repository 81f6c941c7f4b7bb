import { isRight } from 'fp-ts/Either'
import { probeServer, ping } from '../../api/calls/ping'
import type { ServerIdentity } from '../../api/calls/ping'
import { compareVersions, normaliseServerUrl } from '../../api/core/connection'
import { DEFAULT_PROTOCOL_VERSION } from '../../api/core/constants'
import type { Credentials } from '../../api/core/credentials'
import { passwordCredentials, tokenCredentials } from '../../api/core/credentials'
import type { ApiFailure } from '../../api/core/failure'
import { SUBSONIC_ERROR } from '../../api/core/failure'
import type { SavedServer } from './server-config'

export type ConnectResult =
  | { readonly ok: true; readonly server: SavedServer; readonly identity: ServerIdentity }
  | { readonly ok: false; readonly failure: ApiFailure | undefined }

/**
 * Connecting to a server without storing it: probe the server's version and type, then try
 * token auth (fresh salt) and, only when the server says it does not support tokens, password
 * auth (the reversible `enc:` form): a network blip or a wrong password never downgrades.
 */
export async function connectToServer(input: { url: string; username: string; password: string }): Promise<ConnectResult> {
  const url = normaliseServerUrl(input.url)
  const identity = await probeServer(url)
  const attempts: Array<() => Promise<Credentials>> = [
    () => tokenCredentials(input.username, input.password),
    async () => passwordCredentials(input.username, input.password),
  ]
  let lastFailure: ApiFailure | undefined
  for (const makeCredentials of attempts) {
    const credentials = await makeCredentials()
    const result = await ping({ url, credentials, protocolVersion: identity.protocolVersion })
    if (isRight(result)) {
      const server: SavedServer = {
        url,
        credentials,
        protocolVersion: result.right.version,
        serverType: result.right.type ?? identity.serverType,
      }
      return { ok: true, server, identity }
    }
    lastFailure = result.left
    if (!refusesTokenAuth(result.left)) break
  }
  return { ok: false, failure: lastFailure }
}

/**
 * The server's way of saying "no token auth": error 41 (OpenSubsonic / Subsonic ≥ 1.13), 30 (a
 * server older than 1.13 that has no tokens), or 10 (Supysonic asks for the missing `p`).
 */
export function refusesTokenAuth(failure: ApiFailure): boolean {
  if (failure.kind !== 'server') return false
  const { tokenAuthNotSupported, serverTooOld, missingParameter } = SUBSONIC_ERROR
  return failure.code === tokenAuthNotSupported || failure.code === serverTooOld || failure.code === missingParameter
}

/** An older protocol than Tonearm speaks is not fully supported: warn, allow to go on. */
export function isOlderProtocol(version: string): boolean {
  return compareVersions(version, DEFAULT_PROTOCOL_VERSION) < 0
}
