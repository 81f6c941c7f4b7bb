import type { Connection } from '../core/connection'
import type { Result } from './call'
import { acknowledge, signalOption } from './call'

/** A user rating: 1–5 stars, 0 removes the rating. */
export type Rating = 0 | 1 | 2 | 3 | 4 | 5

/**
 * setRating: rate a song or album `id`. Supysonic rates songs and folders (not ID3 albums: it
 * answers error 0 "Invalid ID" for those); Navidrome rates songs, albums and artists.
 */
export function setRating(connection: Connection, id: string, rating: Rating, signal?: AbortSignal): Result<void> {
  return acknowledge(connection, 'setRating', { id, rating }, signalOption(signal))
}
