import { attach, combine, createEvent, createStore, sample, scopeBind } from 'effector'
import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import { isUnreachable } from '../../api/core/call-outcomes'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'
import { $reachability, serverAnswersAgain } from '../connectivity/reachability'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { persistedStateLoaded, persistStore } from '../persistence/persist-store'
import { formPostFor } from '../playlists/playlist-change'
import { $connection } from '../session/server-config'
import { $serverExtensions } from '../session/server-extensions'
import { PendingWrite, playlistOf, sendWrite } from './pending-write'

/**
 * Writes made while the server cannot be reached (likes, ratings, playlist edits), kept in the
 * order they were made, stored across reloads, and sent in that order once it answers again.
 * While any is kept, a new write goes behind them rather than straight to the server: the server
 * sees the writes in the order the user made them. A write the server refuses on the way is
 * reported (pendingWriteRefused) and dropped, with the later edits of the same playlist (they
 * were made on the order the refused one would have left); the others still go.
 */
const Kept = t.type({ server: t.string, username: t.string, write: PendingWrite })
type Kept = t.TypeOf<typeof Kept>
const Queue = t.type({ items: t.readonlyArray(Kept) })
type Queue = t.TypeOf<typeof Queue>

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

interface Flushed {
  /** Sent, refused or dropped: out of the queue. */
  readonly done: readonly Kept[]
  readonly delivered: readonly PendingWrite[]
  readonly refused: readonly { readonly write: PendingWrite; readonly reason: string; readonly dropped: number }[]
  /** Stopped because the server could not be reached again. */
  readonly stopped: boolean
}

/** Sends the signed-in user's kept writes in order; stops at the first that finds the server unreachable. */
const flushFx = attach({
  source: { queue: $pendingWriteQueue, connection: $connection, extensions: $serverExtensions },
  effect: async ({ queue, connection, extensions }): Promise<Flushed> => {
    const done: Kept[] = []
    const delivered: PendingWrite[] = []
    const refused: { write: PendingWrite; reason: string; dropped: number }[] = []
    if (connection === null) return { done, delivered, refused, stopped: false }
    const refusedPlaylists = new Set<string>()
    for (const item of queue.items.filter(owns(connection))) {
      const playlist = playlistOf(item.write)
      if (playlist !== null && refusedPlaylists.has(playlist)) {
        done.push(item)
        const last = refused.findLast((entry) => playlistOf(entry.write) === playlist)
        if (last) last.dropped += 1
        continue
      }
      const formPost = item.write.kind === 'playlistUpdate' ? await formPostFor(extensions, connection, item.write.change) : false
      const reply = await sendWrite(connection, item.write, formPost)
      if (isLeft(reply) && isUnreachable(reply.left)) return { done, delivered, refused, stopped: true }
      done.push(item)
      if (isLeft(reply)) {
        refused.push({ write: item.write, reason: reasonOf(reply.left), dropped: 0 })
        if (playlist !== null) refusedPlaylists.add(playlist)
      } else delivered.push(item.write)
    }
    return { done, delivered, refused, stopped: false }
  },
})

function reasonOf(failure: ApiFailure): string {
  return failure.kind === 'server' ? failure.message : describeFailure(failure)
}

$pendingWriteQueue
  .on(added, ({ items }, item) => ({ items: [...items, item] }))
  .on(flushFx.doneData, ({ items }, { done }) => ({ items: items.filter((item) => !done.includes(item)) }))

sample({ clock: flushFx.doneData, filter: ({ delivered }) => delivered.length > 0, fn: ({ delivered }) => delivered, target: pendingWritesDelivered })
/** Each refusal on its own, in order (a toast and an undo each). */
sample({
  clock: flushFx.doneData,
  filter: ({ refused }) => refused.length > 0,
  fn: ({ refused }): HostTask => ({
    run: () => {
      const announce = scopeBind(pendingWriteRefused, { safe: true })
      for (const refusal of refused) announce(refusal)
    },
  }),
  target: hostTaskFx,
})

const hasWork = (queue: Queue, connection: Connection | null) => queue.items.some(owns(connection))

// Sent when the stored queue and the server are known, when the server answers again, and after
// a flush that left writes kept meanwhile (unless it stopped: the server is gone again).
sample({
  clock: [loaded, $connection.updates, serverAnswersAgain, flushFx.doneData.filter({ fn: ({ stopped }) => !stopped })],
  source: { queue: $pendingWriteQueue, connection: $connection, reachability: $reachability, flushing: flushFx.pending },
  filter: ({ queue, connection, reachability, flushing }) => !flushing && reachability !== 'unreachable' && hasWork(queue, connection),
  target: flushFx,
})
