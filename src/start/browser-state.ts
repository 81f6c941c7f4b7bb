/**
 * The first use of a page's session storage, and a first `history.replaceState`, are synchronous
 * calls to the browser: 10–50 ms each in traced cold starts when the browser is busy (serving the
 * start chunks). React Router made both while it started, inside one task with its first loaders
 * (up to 65 ms). Made here first, each in a start step of its own, they cost the router nothing:
 * it finds the storage open and the history entry already numbered.
 */

/** Opens the page's session storage (React Router reads its view transitions from it). */
export function openSessionStorage(): void {
  try {
    sessionStorage.getItem('')
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): React Router catches the same.
  }
}

/** Numbers the current history entry as React Router's browser history does (`idx` 0), unless it is numbered. */
export function numberHistoryEntry(): void {
  const state: unknown = history.state
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
  if (current.idx === undefined || current.idx === null) history.replaceState({ ...current, idx: 0 }, '')
}
