/**
 * Replies index.html asked for before any module ran (src/start/early-home.ts), each under its
 * exact address. fetchJson takes one instead of asking again only for that very address (same
 * server, credentials, protocol version and parameters), once; whatever the start-up did not
 * take is dropped once the app listens, so a later call always reaches the server.
 */
export interface EarlyReply {
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  readonly text: string
}

let pending = new Map<string, Promise<EarlyReply | null>>()

export function adoptEarlyReplies(replies: Readonly<Record<string, Promise<EarlyReply | null>>> | undefined): void {
  pending = new Map(Object.entries(replies ?? {}))
}

/** The early reply for this address, at most once; null when the early request failed (then ask). */
export function takeEarlyReply(url: string): Promise<EarlyReply | null> | undefined {
  const reply = pending.get(url)
  pending.delete(url)
  return reply
}

export function dropEarlyReplies(): void {
  pending.clear()
}
