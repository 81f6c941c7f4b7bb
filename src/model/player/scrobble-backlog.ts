import { attach, createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { persistedStateLoaded, persistStore } from '../persistence/persist-store'
import { $connection } from '../session/server-config'
import { serverAnswersAgain } from '../connectivity/reachability'
import { $serverReachable } from '../session/session-check'
import type { ScrobbleRequest } from './scrobble'
import { sendScrobbleFx } from './scrobble'

/**
 * Plays the server did not take (it was down, slow or answered 5xx) are kept, stored across
 * reloads, and submitted with their original time once the server answers again: after any
 * successful scrobble, when the session check reaches it, when any call finds it answering again
 * (connectivity/reachability.ts), and at start-up.
 */
const PendingScrobble = t.type({ server: t.string, username: t.string, id: t.string, time: t.number })
type PendingScrobble = t.TypeOf<typeof PendingScrobble>
const Backlog = t.type({ items: t.array(PendingScrobble) })
type Backlog = t.TypeOf<typeof Backlog>

/** Beyond this many plays the oldest are dropped (a week offline of heavy listening). */
export const MAX_PENDING_SCROBBLES = 2000
export const SCROBBLE_BACKLOG_KEY = 'scrobble_backlog'

export const $scrobbleBacklog = createStore<Backlog>({ items: [] })
persistStore({ store: $scrobbleBacklog, key: SCROBBLE_BACKLOG_KEY, version: 1, codec: Backlog, pick: (backlog) => backlog })
const loaded = persistedStateLoaded<Backlog>(SCROBBLE_BACKLOG_KEY)

const kept = createEvent<PendingScrobble>()
const delivered = createEvent<readonly PendingScrobble[]>()

const sameOwner = (item: PendingScrobble, connection: Connection) =>
  item.server === connection.url && item.username === connection.credentials.username
const samePlay = (a: PendingScrobble, b: PendingScrobble) => a.id === b.id && a.time === b.time && a.server === b.server && a.username === b.username

/** Worth another try: the server was unreachable, slow, or failed on its side. A refusal is final. */
export function isRetryable(failure: ApiFailure): boolean {
  return failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'http' && (failure.status >= 500 || failure.status === 429 || failure.status === 408))
}

$scrobbleBacklog
  .on(kept, ({ items }, item) => (items.some((other) => samePlay(other, item)) ? { items } : { items: [...items, item].slice(-MAX_PENDING_SCROBBLES) }))
  .on(delivered, ({ items }, sent) => ({ items: items.filter((item) => !sent.some((done) => samePlay(done, item))) }))

sample({
  clock: sendScrobbleFx.fail,
  filter: ({ params, error }) => params.request.submission && isRetryable(error),
  fn: ({ params: { connection, request } }): PendingScrobble => ({
    server: connection.url,
    username: connection.credentials.username,
    id: request.id,
    time: request.time,
  }),
  target: kept,
})

/** Sends this connection's kept plays oldest first, stopping at the first that fails again. */
const flushFx = attach({
  source: { backlog: $scrobbleBacklog, connection: $connection },
  effect: async ({ backlog, connection }): Promise<readonly PendingScrobble[]> => {
    if (connection === null) return []
    const sent: PendingScrobble[] = []
    for (const item of backlog.items.filter((pending) => sameOwner(pending, connection))) {
      const request: ScrobbleRequest = { id: item.id, time: item.time, submission: true }
      try {
        await sendScrobbleFx({ connection, request })
      } catch (failure) {
        // Refused for good (the song is gone): dropped; unreachable again: the rest waits.
        if (isRetryable(failure as ApiFailure)) break
      }
      sent.push(item)
    }
    return sent
  },
})
sample({ clock: flushFx.doneData, filter: (sent) => sent.length > 0, target: delivered })

const hasWork = (backlog: Backlog, connection: Connection | null) =>
  connection !== null && backlog.items.some((item) => sameOwner(item, connection))

sample({
  clock: [loaded, sendScrobbleFx.done, $serverReachable.updates.filter({ fn: (state) => state === 'ok' }), serverAnswersAgain, $connection.updates],
  source: { backlog: $scrobbleBacklog, connection: $connection, flushing: flushFx.pending },
  filter: ({ backlog, connection, flushing }) => !flushing && hasWork(backlog, connection),
  target: flushFx,
})
