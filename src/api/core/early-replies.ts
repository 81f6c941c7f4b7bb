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

// The page's own record: a request it sends after the app adopted it (a sealed credential opened late) still counts.
let pending: Readonly<Record<string, Promise<EarlyReply | null>>> = {}
const taken = new Set<string>()

export function adoptEarlyReplies(replies: Readonly<Record<string, Promise<EarlyReply | null>>> | undefined): void {
  pending = replies ?? {}
  taken.clear()
}

/** The early reply for this address, at most once; null when the early request failed (then ask). */
export function takeEarlyReply(url: string): Promise<EarlyReply | null> | undefined {
  if (taken.has(url) || !Object.hasOwn(pending, url)) return undefined
  taken.add(url)
  return pending[url]
}

export function dropEarlyReplies(): void {
  pending = {}
  taken.clear()
}
