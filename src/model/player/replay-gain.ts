import type { Song } from '../../api/codecs/song'
import type { ReplayGainSettings } from './audio-settings'

/**
 * The linear gain for `song` under ReplayGain `settings`, or null when ReplayGain is off. The
 * chosen mode's gain falls back to the other tag, then to the default gain for untagged songs;
 * the pre-amp is added; the peak keeps the result from clipping.
 */
export function replayGainFactor(song: Song | null, settings: ReplayGainSettings): number | null {
  if (!settings.enabled || settings.error || song === null) return null
  const tags = song.replayGain ?? {}
  const [gain, otherGain] = settings.mode === 'album' ? [tags.albumGain, tags.trackGain] : [tags.trackGain, tags.albumGain]
  const [peak, otherPeak] = settings.mode === 'album' ? [tags.albumPeak, tags.trackPeak] : [tags.trackPeak, tags.albumPeak]
  const tagged = gain ?? otherGain
  const db = (tagged ?? settings.defaultGain) + settings.preAmp
  const factor = 10 ** (db / 20)
  const songPeak = tagged === undefined ? undefined : gain !== undefined ? peak : otherPeak
  return songPeak !== undefined && songPeak > 0 ? Math.min(factor, 1 / songPeak) : factor
}
