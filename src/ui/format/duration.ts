/** Seconds as a clock: m:ss under an hour, h:mm:ss from an hour on; empty for unknown. */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return ''
  const whole = Math.floor(seconds)
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const secs = whole % 60
  const ss = String(secs).padStart(2, '0')
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`
  return `${minutes}:${ss}`
}

/** The sum of songs' durations in seconds (unknown durations count as 0). */
export function totalDuration(songs: readonly { readonly duration?: number }[]): number {
  let sum = 0
  for (const song of songs) sum += song.duration ?? 0
  return sum
}
