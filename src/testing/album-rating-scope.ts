import { allSettled } from 'effector'
import type { Scope } from 'effector'
import { serverSaved } from '../model/session/server-config'
import { forkWithShell } from './scope'

/** A scope signed in to a server of `serverType` ('navidrome' rates albums, 'supysonic' does not). */
export async function signedInTo(serverType: string): Promise<Scope> {
  const { scope } = forkWithShell()
  await allSettled(serverSaved, {
    scope,
    params: { url: 'http://music.test', credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' }, protocolVersion: '1.16.1', serverType },
  })
  return scope
}

/** The `setRating` calls among `urls`, as `id=rating` (album ids here). */
export { ratingsSent as albumRatingsSent } from './rating-scope'
