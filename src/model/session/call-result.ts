import { attach } from 'effector'
import type { Either } from 'fp-ts/Either'
import { isLeft } from 'fp-ts/Either'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'
import type { ServerConfig } from './server-config'
import { $libraryConnection } from './music-folder'
import { $serverConfig } from './server-config'

/** The connection an effect needs; without a configured server the effect fails. */
export function requireConnection(connection: Connection | null): Connection {
  if (!connection) throw new Error('No server configured')
  return connection
}

/** The value of a call, or a throw with the failure's description (not logged: the caller decides). */
export function rightOrThrow<A>(result: Either<ApiFailure, A>): A {
  if (isLeft(result)) throw new Error(describeFailure(result.left))
  return result.right
}

/** A call that failed, thrown with its description; `failure` tells an unreachable server from a refusal. */
export class CallFailed extends Error {
  constructor(readonly failure: ApiFailure) {
    super(describeFailure(failure))
  }
}

/** The value of a call, or a throw with the failure's description (logged). */
export function valueOrThrow<A>(what: string, result: Either<ApiFailure, A>): A {
  if (isLeft(result)) {
    const failed = new CallFailed(result.left)
    console.error(`${what}:`, failed.message)
    throw failed
  }
  return result.right
}

/**
 * An effect run with the configured server's connection (with the chosen music folder, which the
 * library's calls send); without one it fails ('No server configured').
 */
export function connectionEffect<Params, Done>(run: (connection: Connection, params: Params) => Promise<Done>) {
  return attach({ source: $libraryConnection, effect: async (connection, params: Params) => run(requireConnection(connection), params) })
}

/** An effect making one server call: its value, or a failure with the call's description. */
export function callEffect<Params, A>(call: (connection: Connection, params: Params) => Promise<Either<ApiFailure, A>>) {
  return connectionEffect(async (connection, params: Params) => rightOrThrow(await call(connection, params)))
}

/** What a call needs of the configured server: its connection and its software (calls differ by server). */
export interface ServerContext {
  readonly connection: Connection
  readonly serverType: ServerConfig['serverType']
}

/** An effect run with the configured server's connection and type; without one it fails ('No server configured'). */
export function serverEffect<Params, Done>(run: (server: ServerContext, params: Params) => Promise<Done>) {
  return attach({
    source: { connection: $libraryConnection, config: $serverConfig },
    effect: async ({ connection, config }, params: Params) => run({ connection: requireConnection(connection), serverType: config.serverType }, params),
  })
}
