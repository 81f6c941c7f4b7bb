import { attach, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { isUnreachable } from '../../api/core/call-outcomes'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'
import { formPostFor } from '../playlists/playlist-change'
import { requireConnection } from '../session/call-result'
import { $connection } from '../session/server-config'
import { $serverExtensions } from '../session/server-extensions'
import type { PendingWrite } from './pending-write'
import { sendWrite } from './pending-write'
import { $writesHeld, writeKept } from './pending-writes'

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
