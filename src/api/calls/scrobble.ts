import type { Connection } from '../core/connection'
import type { Result } from './call'
import { acknowledge, signalOption } from './call'

export interface ScrobbleOptions {
  /** When it was played, ms since the epoch; default now. Sent as a string. */
  readonly time?: number
  /** false: "now playing" only; true (default): the play is counted. */
  readonly submission?: boolean
}

/** scrobble: id, time in milliseconds as a string, and the submission flag. */
export function scrobble(connection: Connection, id: string, options: ScrobbleOptions = {}, signal?: AbortSignal): Result<void> {
  const time = String(Math.round(options.time ?? Date.now()))
  return acknowledge(connection, 'scrobble', { id, time, submission: options.submission ?? true }, signalOption(signal))
}
