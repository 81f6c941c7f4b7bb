import type { Either } from 'fp-ts/Either'
import { isLeft } from 'fp-ts/Either'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'

/** The connection an effect needs; without a configured server the effect fails. */
export function requireConnection(connection: Connection | null): Connection {
  if (!connection) throw new Error('No server configured')
  return connection
}

/** The value of a call, or a throw with the failure's description (logged, SPEC §8). */
export function valueOrThrow<A>(what: string, result: Either<ApiFailure, A>): A {
  if (isLeft(result)) {
    const message = describeFailure(result.left)
    console.error(`${what}:`, message)
    throw new Error(message)
  }
  return result.right
}
