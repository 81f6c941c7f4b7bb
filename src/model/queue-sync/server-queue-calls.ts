import { createEffect } from 'effector'
import { isLeft } from 'fp-ts/Either'
import type { PlayQueueSave } from '../../api/calls/play-queue'
import { getPlayQueue, getPlayQueueByIndex, savePlayQueue, savePlayQueueByIndex } from '../../api/calls/play-queue'
import type { Song } from '../../api/codecs/song'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { isUnsupportedCall, SUBSONIC_ERROR } from '../../api/core/failure'

/**
 * How a server keeps the play queue: OpenSubsonic's index-based calls (extension
 * `indexBasedQueue`), the Subsonic calls by song id, or not at all (Supysonic).
 */
export type QueueApi = 'index' | 'id' | 'none'

export const INDEX_BASED_QUEUE_EXTENSION = 'indexBasedQueue'

/** The queue a server holds, read into what Tonearm plays. */
export interface ServerQueue {
  readonly songs: readonly Song[]
  /** Index of the current song in `songs` (0 when the server names none). */
  readonly index: number
  readonly positionSeconds: number
  /** Milliseconds since the epoch; 0 when the server has no date (Navidrome's 0001-01-01 for none). */
  readonly changedAt: number
  /** The client that saved it (Subsonic `c`), e.g. "Tonearm" or "Feishin". */
  readonly changedBy: string
}

export type ServerQueueRead = { readonly api: 'none' } | { readonly api: 'index' | 'id'; readonly queue: ServerQueue }

/**
 * A server without the calls: error 0 or 70, or HTTP 404/501 (Supysonic: error 0 "Unknown
 * method" with HTTP 404). Tonearm stops asking it for the rest of the session.
 */
export function lacksQueueCalls(failure: ApiFailure): boolean {
  if (isUnsupportedCall(failure)) return true
  return failure.kind === 'server' && (failure.code === SUBSONIC_ERROR.generic || failure.code === SUBSONIC_ERROR.notFound)
}

function changedAt(text: string | undefined): number {
  const time = text === undefined ? Number.NaN : Date.parse(text)
  return Number.isFinite(time) && time > 0 ? time : 0
}

/** Reads the server's queue with the calls it has; throws the ApiFailure of a failure that tells nothing. */
export const readServerQueueFx = createEffect(
  async ({ connection, indexBased }: { connection: Connection; indexBased: boolean }): Promise<ServerQueueRead> => {
    if (indexBased) {
      const reply = await getPlayQueueByIndex(connection)
      if (isLeft(reply)) {
        if (lacksQueueCalls(reply.left)) return { api: 'none' }
        throw reply.left
      }
      const { entry, currentIndex, position, changed, changedBy } = reply.right
      const index = currentIndex !== undefined && currentIndex >= 0 && currentIndex < entry.length ? currentIndex : 0
      return { api: 'index', queue: { songs: entry, index, positionSeconds: (position ?? 0) / 1000, changedAt: changedAt(changed), changedBy: changedBy ?? '' } }
    }
    const reply = await getPlayQueue(connection)
    if (isLeft(reply)) {
      if (lacksQueueCalls(reply.left)) return { api: 'none' }
      throw reply.left
    }
    const { entry, current, position, changed, changedBy } = reply.right
    const index = Math.max(0, entry.findIndex((song) => song.id === current))
    return { api: 'id', queue: { songs: entry, index, positionSeconds: (position ?? 0) / 1000, changedAt: changedAt(changed), changedBy: changedBy ?? '' } }
  },
)

export interface SaveRequest {
  readonly connection: Connection
  readonly api: 'index' | 'id'
  readonly save: PlayQueueSave
  readonly formPost: boolean
  readonly keepalive: boolean
}

/** Saves the queue; throws the ApiFailure when the server did not take it. */
export const saveServerQueueFx = createEffect<SaveRequest, void, ApiFailure>(async ({ connection, api, save, formPost, keepalive }) => {
  const send = api === 'index' ? savePlayQueueByIndex : savePlayQueue
  const reply = await send(connection, save, { formPost, keepalive })
  if (isLeft(reply)) throw reply.left
})
