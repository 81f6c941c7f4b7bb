import type { QueueState } from '../queue/queue-state'
import { currentList, currentSong } from '../queue/queue-state'

/** What the user chose: stop after a number of minutes, or at the end of the song, album or queue. */
export type SleepChoice = { readonly kind: 'minutes'; readonly minutes: number } | { readonly kind: 'song' | 'album' | 'queue' }

/** A running timer: a minutes timer knows when it ends (epoch milliseconds). */
export type SleepTimer =
  | { readonly kind: 'minutes'; readonly minutes: number; readonly endsAt: number }
  | { readonly kind: 'song' | 'album' | 'queue' }

/** The quick choices offered in the bar's menu and the palette. */
export const SLEEP_MINUTES = [15, 30, 45, 60] as const
/** A custom timer's range in minutes. */
export const SLEEP_CUSTOM_MINUTES = { min: 1, max: 600 } as const
/** The music fades out over this many seconds before the timer stops it. */
export const SLEEP_FADE_SECONDS = 10

/**
 * Whether the track that plays now is the last one the timer lets play: the current song for
 * "end of song"; the last song of its album in the queue's order for "end of album" (the next one
 * belongs to another album, or there is none); the queue's last song for "end of queue" (also
 * with repeat all, which would start it over). A minutes timer and radios never stop at a track's end.
 */
export function stopsAtTrackEnd(timer: SleepTimer | null, state: QueueState): boolean {
  if (timer === null || timer.kind === 'minutes') return false
  const song = currentSong(state)
  if (!song) return false
  if (timer.kind === 'song') return true
  const list = currentList(state)
  const next = list[state.currentSongIndex + 1]
  if (timer.kind === 'queue') return next === undefined
  return next === undefined || albumOf(next) !== albumOf(song)
}

function albumOf(song: { readonly albumId?: string; readonly album?: string }): string {
  return song.albumId ?? song.album ?? ''
}

/** The volume factor (0..1) of a fade that ends `secondsLeft` from now, over `fadeSeconds`. */
export function fadeFactor(secondsLeft: number, fadeSeconds: number): number {
  if (!(fadeSeconds > 0) || !Number.isFinite(secondsLeft)) return 1
  return Math.min(1, Math.max(0, secondsLeft / fadeSeconds))
}

/** A custom number of minutes, whole and within range; null when it is no number. */
export function customMinutes(value: number): number | null {
  if (!Number.isFinite(value)) return null
  return Math.min(SLEEP_CUSTOM_MINUTES.max, Math.max(SLEEP_CUSTOM_MINUTES.min, Math.round(value)))
}
