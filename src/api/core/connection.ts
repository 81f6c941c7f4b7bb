import type { Credentials } from './credentials'

/** Everything a call needs to reach the server. */
export interface Connection {
  readonly url: string
  readonly credentials: Credentials
  readonly protocolVersion: string
  /**
   * The music folder the user chose to see (getMusicFolders' id); absent: every folder. Sent as
   * `musicFolderId` by the calls that take it (lists, search, random, indexes, starred).
   */
  readonly musicFolderId?: string
}

/** `https://host/music/` → `https://host/music` */
export function normaliseServerUrl(url: string): string {
  return url.trim().replace(/\/+$/, '')
}

/** Orders dotted protocol versions: negative when a < b. Missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10) || 0)
  const pb = b.split('.').map((n) => Number.parseInt(n, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}
