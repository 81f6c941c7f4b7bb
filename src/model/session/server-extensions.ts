import { createEffect, createStore } from 'effector'
import { isRight } from 'fp-ts/Either'
import { getOpenSubsonicExtensions } from '../../api/calls/extensions'
import type { Connection } from '../../api/core/connection'
import { describeFailure, isUnsupportedCall } from '../../api/core/failure'
import { serverRemoved } from './server-config'

/** The OpenSubsonic extensions a server advertises (e.g. `songLyrics`), for one server and user. */
export interface ServerExtensions {
  readonly server: string
  readonly names: readonly string[]
}

/** Which server and user the extensions were asked of. */
export function serverKey(connection: Connection): string {
  return `${connection.credentials.username}@${connection.url}`
}

/**
 * Asks getOpenSubsonicExtensions. A server without the call (plain Subsonic; Supysonic answers
 * "Unknown method" with HTTP 404) has none, and that is remembered too. A failure that tells
 * nothing (network, timeout) gives null: not remembered, asked again next time.
 */
export const serverExtensionsFx = createEffect(async (connection: Connection): Promise<ServerExtensions | null> => {
  const reply = await getOpenSubsonicExtensions(connection)
  const server = serverKey(connection)
  if (isRight(reply)) return { server, names: reply.right.map((extension) => extension.name) }
  if (isUnsupportedCall(reply.left)) return { server, names: [] }
  console.warn('Could not read the server extensions', describeFailure(reply.left))
  return null
})

/** The extensions of the server last asked; asked once per connection (see knownExtensions). */
export const $serverExtensions = createStore<ServerExtensions | null>(null)
  .on(serverExtensionsFx.doneData, (state, found) => found ?? state)
  .reset(serverRemoved)

/** The extension names known for `connection`, or null when that server was not asked yet. */
export function knownExtensions(state: ServerExtensions | null, connection: Connection): readonly string[] | null {
  return state !== null && state.server === serverKey(connection) ? state.names : null
}
