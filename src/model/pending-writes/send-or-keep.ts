import { attach, combine, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { isUnreachable } from '../../api/core/call-outcomes'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'
import { formPostFor } from '../playlists/playlist-change'
import { CallFailed, requireConnection } from '../session/call-result'
import { $connection } from '../session/server-config'
import { $serverExtensions } from '../session/server-extensions'
import type { PendingWrite } from './pending-write'
import { sendWrite } from './pending-write'
import { $reachability } from '../connectivity/reachability'
import { $pendingWriteQueue, owns, writeKept } from './pending-writes'

/** New writes wait: the server is unreachable, or older writes of this user wait before them. */
export const $writesHeld = combine(
  $reachability,
  $pendingWriteQueue,
  $connection,
  (reachability, queue, connection) => reachability === 'unreachable' || queue.items.some(owns(connection)),
)

/** The server answered a write with a refusal (not kept: the caller says so and shows the server's state). */
export class WriteRefused extends Error {
  constructor(readonly failure: ApiFailure) {
    super(describeFailure(failure))
  }
}

/**
 * A write as the user makes it: sent now, or kept for later (pending-writes.ts) when the server
 * is unreachable, when older writes are waiting, or when the call finds the server unreachable.
 * 'kept' counts as done for the screen, which shows the change at once; a refusal throws
 * WriteRefused.
 */
export const sendOrKeepFx = attach({
  source: { held: $writesHeld, connection: $connection, extensions: $serverExtensions },
  effect: async ({ held, connection, extensions }, write: PendingWrite): Promise<'sent' | 'kept'> => {
    const server = requireConnection(connection)
    if (held) return 'kept'
    const formPost =
      write.kind === 'playlistUpdate'
        ? await formPostFor(extensions, server, write.change)
        : write.kind === 'playlistCreate'
          ? await formPostFor(extensions, server, { id: '', songIdsToAdd: write.songIds })
          : false
    const reply = await sendWrite(server, write, formPost)
    if (isLeft(reply)) {
      if (isUnreachable(reply.left)) return 'kept'
      throw new WriteRefused(reply.left)
    }
    return 'sent'
  },
})

sample({ clock: sendOrKeepFx.done, filter: ({ result }) => result === 'kept', fn: ({ params }) => params, target: writeKept })

/**
 * The same for a write the caller sends with an effect of its own (the playlists model's calls,
 * which its tests replace): `send` runs unless writes are held; when it fails with the server
 * unreachable, the write is kept. Any other failure is thrown as it came.
 */
export const runOrKeepFx = attach({
  source: $writesHeld,
  effect: async (held, { send }: { readonly write: PendingWrite; readonly send: () => Promise<unknown> }): Promise<'sent' | 'kept'> => {
    if (held) return 'kept'
    try {
      await send()
    } catch (error) {
      if (error instanceof CallFailed && isUnreachable(error.failure)) return 'kept'
      throw error
    }
    return 'sent'
  },
})

sample({ clock: runOrKeepFx.done, filter: ({ result }) => result === 'kept', fn: ({ params }) => params.write, target: writeKept })
