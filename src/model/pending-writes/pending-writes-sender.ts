import { attach, createEvent, sample, scopeBind } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { isUnreachable } from '../../api/core/call-outcomes'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'
import { $reachability } from '../connectivity/reachability'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { formPostFor } from '../playlists/playlist-change'
import { $connection } from '../session/server-config'
import { $serverExtensions } from '../session/server-extensions'
import type { PendingWrite } from './pending-write'
import { playlistOf, sendWrite } from './pending-write'
import type { Kept } from './pending-writes'
import { $pendingWriteQueue, hasWork, owns, pendingWriteRefused, pendingWritesDelivered, pendingWritesSent } from './pending-writes'
// What the user sees of the outcomes: only this module's flushes make any.
import './write-outcomes'

/**
 * Sends the kept writes (pending-writes.ts) once there is something to send to a server that
 * answers: loaded on the first such request, not at start-up.
 */

/** Time to send the signed-in user's kept writes (ignored while a flush is under way). */
export const flushRequested = createEvent()

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

sample({ clock: flushFx.doneData, fn: ({ done }) => done, target: pendingWritesSent })

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

sample({ clock: flushRequested, filter: flushFx.pending.map((pending) => !pending), target: flushFx })

// Writes kept during a flush go after it, unless it stopped: the server is gone again.
sample({
  clock: flushFx.doneData,
  source: { queue: $pendingWriteQueue, connection: $connection, reachability: $reachability },
  filter: ({ queue, connection, reachability }, { stopped }) => !stopped && reachability !== 'unreachable' && hasWork(queue, connection),
  target: flushFx,
})
