import type { Recording } from '../recorded-levels'
import { silentRuns, toneAmplitude } from '../recorded-levels'

/**
 * The silences where one song's tone gives way to the next's, in ms. A real output on a busy
 * machine also drops out inside a song (the sound server starved of CPU): those silences have
 * the same tone on both sides and are not the player's; they are left out.
 */
export function gapsBetweenTones(recording: Recording, tones: readonly number[]): number[] {
  const ms = recording.sampleRate / 1000
  const window = Math.round(150 * ms)
  const dominant = (start: number) => {
    const amplitudes = tones.map((tone) => toneAmplitude(recording, tone, start, window))
    return amplitudes.indexOf(Math.max(...amplitudes))
  }
  return silentRuns(recording, Math.round(2 * ms))
    .filter((run) => dominant(run.start - window) !== dominant(run.start + run.length))
    .map((run) => run.length / ms)
}
