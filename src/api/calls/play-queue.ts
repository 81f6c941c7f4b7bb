import * as t from 'io-ts'
import { PlayQueue, PlayQueueByIndex } from '../codecs/play-queue'
import type { Connection } from '../core/connection'
import type { RequestOptions } from '../core/request'
import type { Result } from './call'
import { acknowledge, call, signalOption } from './call'

const PlayQueueReply = t.partial({ playQueue: PlayQueue })
const PlayQueueByIndexReply = t.partial({ playQueueByIndex: PlayQueueByIndex })

const EMPTY = { entry: [] }

/**
 * getPlayQueue: the queue the user saved last, from any client. Supysonic lacks it (error 0
 * "Unknown method", HTTP 404: see `isUnsupportedCall`); a server with none may leave it out.
 */
export function getPlayQueue(connection: Connection, signal?: AbortSignal): Result<PlayQueue> {
  return call(connection, 'getPlayQueue', PlayQueueReply, {}, (r) => r.playQueue ?? EMPTY, signalOption(signal))
}

/** OpenSubsonic getPlayQueueByIndex (extension `indexBasedQueue`): the current song by its index. */
export function getPlayQueueByIndex(connection: Connection, signal?: AbortSignal): Result<PlayQueueByIndex> {
  return call(connection, 'getPlayQueueByIndex', PlayQueueByIndexReply, {}, (r) => r.playQueueByIndex ?? EMPTY, signalOption(signal))
}

/** What a save sends: the song ids in play order, the current one, the position in it. */
export interface PlayQueueSave {
  readonly ids: readonly string[]
  readonly currentIndex: number
  readonly positionMs: number
}

export interface SaveOptions {
  /** Send the ids in a form-encoded POST body (OpenSubsonic `formPost`). */
  readonly formPost?: boolean
  /** The page is hiding: the request must outlive it. */
  readonly keepalive?: boolean
}

function requestOptions(options: SaveOptions): RequestOptions {
  return { ...(options.formPost ? { formPost: true } : {}), ...(options.keepalive ? { keepalive: true } : {}) }
}

/**
 * savePlayQueue: `current` is a song id (the first of equal ids when a song is queued twice).
 * An empty `ids` clears the server's queue.
 */
export function savePlayQueue(connection: Connection, save: PlayQueueSave, options: SaveOptions = {}): Result<void> {
  const current = save.ids[save.currentIndex]
  const params = { id: save.ids, current, position: current === undefined ? undefined : Math.round(save.positionMs) }
  return acknowledge(connection, 'savePlayQueue', params, requestOptions(options))
}

/** OpenSubsonic savePlayQueueByIndex: the current song by its index, so a song queued twice is told apart. */
export function savePlayQueueByIndex(connection: Connection, save: PlayQueueSave, options: SaveOptions = {}): Result<void> {
  const hasCurrent = save.ids.length > 0
  const params = {
    id: save.ids,
    currentIndex: hasCurrent ? save.currentIndex : undefined,
    position: hasCurrent ? Math.round(save.positionMs) : undefined,
  }
  return acknowledge(connection, 'savePlayQueueByIndex', params, requestOptions(options))
}
