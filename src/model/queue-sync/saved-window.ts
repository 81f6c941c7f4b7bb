/**
 * What of the queue goes to the server. A queue of thousands of songs does not fit one request
 * (an address stays under ≈ 4,000 characters; a request sent while the page hides, under 64 KB),
 * so a long one is saved as a window: a few songs before the current one and as many after it as fit.
 */
export const ADDRESS_BUDGET_CHARS = 3000
export const FORM_BUDGET_CHARS = 48_000
/** Songs kept before the current one when the whole queue does not fit. */
export const SONGS_BEFORE = 10

export interface SavedWindow {
  readonly ids: readonly string[]
  readonly currentIndex: number
}

/** The ids sent (`id=…&` each, URL-encoded) and the current song's index among them. */
export function savedWindow(ids: readonly string[], currentIndex: number, budgetChars: number): SavedWindow {
  const cost = (id: string) => encodeURIComponent(id).length + 4
  let total = 0
  for (const id of ids) total += cost(id)
  if (total <= budgetChars) return { ids, currentIndex }
  const start = Math.max(0, currentIndex - SONGS_BEFORE)
  let end = start
  let used = 0
  while (end < ids.length && used + cost(ids[end]!) <= budgetChars) used += cost(ids[end++]!)
  return { ids: ids.slice(start, Math.max(end, currentIndex + 1)), currentIndex: currentIndex - start }
}

/** Tells two queues apart by their song ids in order and the current index (FNV-1a over the ids). */
export function queueFingerprint(ids: readonly string[], currentIndex: number): string {
  return `${listHash(ids)}:${currentIndex}`
}

export function listHash(ids: readonly string[]): string {
  let hash = 0x811c9dc5
  for (const id of ids) {
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193)
    hash = Math.imul(hash ^ 0x1f, 0x01000193)
  }
  return `${ids.length}.${(hash >>> 0).toString(36)}`
}
