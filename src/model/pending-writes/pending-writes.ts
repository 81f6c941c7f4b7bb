import { combine, createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import type { Connection } from '../../api/core/connection'
import { $reachability, serverAnswersAgain } from '../connectivity/reachability'
import { lazyModule } from '../lazy/lazy-module'
import { persistedStateLoaded, persistStore } from '../persistence/persist-store'
import { $connection } from '../session/server-config'
import { PendingWrite } from './pending-write'

/**
 * Writes made while the server cannot be reached (likes, ratings, playlist edits), kept in the
 * order they were made, stored across reloads, and sent in that order once it answers again.
 * While any is kept, a new write goes behind them rather than straight to the server: the server
 * sees the writes in the order the user made them. A write the server refuses on the way is
 * reported (pendingWriteRefused) and dropped, with the later edits of the same playlist (they
 * were made on the order the refused one would have left); the others still go.
 *
 * The queue is read at start-up; what sends it (pending-writes-sender.ts, with what the user sees
 * of the outcomes) loads the first time there is something to send to a server that answers.
 */
export const Kept = t.type({ server: t.string, username: t.string, write: PendingWrite })
export type Kept = t.TypeOf<typeof Kept>
const Queue = t.type({ items: t.readonlyArray(Kept) })
export type Queue = t.TypeOf<typeof Queue>

export const PENDING_WRITES_KEY = 'pending_writes'

/** A write to keep for later (the server is unreachable, or writes are already waiting). */
export const writeKept = createEvent<PendingWrite>()
/** The server refused a kept write when it was sent: `dropped` later edits of its playlist went with it. */
export const pendingWriteRefused = createEvent<{ readonly write: PendingWrite; readonly reason: string; readonly dropped: number }>()
/** Kept writes the server took, in order. */
export const pendingWritesDelivered = createEvent<readonly PendingWrite[]>()

export const $pendingWriteQueue = createStore<Queue>({ items: [] })
persistStore({ store: $pendingWriteQueue, key: PENDING_WRITES_KEY, version: 1, codec: Queue, pick: (queue) => queue })
const loaded = persistedStateLoaded<Queue>(PENDING_WRITES_KEY)

export const owns = (connection: Connection | null) => (item: Kept) =>
  connection !== null && item.server === connection.url && item.username === connection.credentials.username

/** How many of the signed-in user's writes wait for the server (the header says so while it is unreachable). */
export const $pendingWriteCount = combine($pendingWriteQueue, $connection, (queue, connection) => queue.items.filter(owns(connection)).length)

const added = sample({
  clock: writeKept,
  source: $connection,
  filter: (connection) => connection !== null,
  fn: (connection, write): Kept => ({ server: connection!.url, username: connection!.credentials.username, write }),
})

/** A flush's outcome, from the sender: what left the queue (sent, refused or dropped). */
export const pendingWritesSent = createEvent<readonly Kept[]>()

$pendingWriteQueue
  .on(added, ({ items }, item) => ({ items: [...items, item] }))
  .on(pendingWritesSent, ({ items }, done) => ({ items: items.filter((item) => !done.includes(item)) }))

export const hasWork = (queue: Queue, connection: Connection | null) => queue.items.some(owns(connection))

const sender = lazyModule(() => import('./pending-writes-sender'))
const flushRequested = sender.request((module) => module.flushRequested)

// Sent when the stored queue and the server are known, and when the server answers again (the
// sender also goes on after a flush that left writes kept meanwhile).
sample({
  clock: [loaded, $connection.updates, serverAnswersAgain],
  source: { queue: $pendingWriteQueue, connection: $connection, reachability: $reachability },
  filter: ({ queue, connection, reachability }) => reachability !== 'unreachable' && hasWork(queue, connection),
  target: flushRequested,
})
