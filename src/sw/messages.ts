import type { MediaServer } from '../api/core/media-route'

/**
 * Messages between the page and the Service Worker. The page sends a server's entry when the
 * connection changes, and answers the worker's question for a key when the worker, restarted or
 * new, has none (its memory is its only store of credentials).
 */
export const SERVER_MESSAGE = 'tonearm-media-server'
export const FORGET_MESSAGE = 'tonearm-media-forget'
export const QUESTION_MESSAGE = 'tonearm-media-server?'

export function isMediaServer(value: unknown): value is MediaServer {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  const kept = entry.kept === undefined || (typeof entry.kept === 'string' && /^\/[A-Za-z0-9_-]+\/$/.test(entry.kept))
  return typeof entry.key === 'string' && typeof entry.rest === 'string' && typeof entry.auth === 'string' && /^https?:\/\//.test(entry.rest) && kept
}

export function messageType(data: unknown): string | null {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string' ? (data as { type: string }).type : null
}
