import type { Song } from '../../api/codecs/song'
import type { ReplayGainSettings } from './audio-settings'

/**
 * The linear gain for `song` under ReplayGain `settings`, or null when ReplayGain is off. The
 * chosen mode's gain falls back to the other tag, then to the default gain for untagged songs;
 * the pre-amp is added; the peak keeps the result from clipping.
 */
export function replayGainFactor(song: Song | null, settings: ReplayGainSettings): number | null {
  if (!settings.enabled || settings.error || song === null) return null
  const tags = finiteTags(song.replayGain ?? {})
  const [gain, otherGain] = settings.mode === 'album' ? [tags.albumGain, tags.trackGain] : [tags.trackGain, tags.albumGain]
  const [peak, otherPeak] = settings.mode === 'album' ? [tags.albumPeak, tags.trackPeak] : [tags.trackPeak, tags.albumPeak]
  const tagged = gain ?? otherGain
  const db = clamp((tagged ?? settings.defaultGain) + settings.preAmp, MIN_GAIN_DB, MAX_GAIN_DB)
  const factor = 10 ** (db / 20)
  const songPeak = tagged === undefined ? undefined : gain !== undefined ? peak : otherPeak
  return songPeak !== undefined && songPeak > 0 ? Math.min(factor, 1 / songPeak) : factor
}

/** Server tags are not trusted: a +60 dB tag would mean ×1000; the result stays in this range. */
export const MIN_GAIN_DB = -30
export const MAX_GAIN_DB = 15

type Tags = NonNullable<Song['replayGain']>

/** Drops tags that are not finite numbers (an absurd value would make the gain node throw). */
function finiteTags(tags: Tags): Tags {
  const kept: Record<string, number> = {}
  for (const [name, value] of Object.entries(tags)) if (typeof value === 'number' && Number.isFinite(value)) kept[name] = value
  return kept as Tags
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
