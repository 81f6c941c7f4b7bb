/**
 * What a recording of the app's sound holds, measured: a tone's level, the loudness, clicks,
 * silences, and how long two tones are heard together in a crossfade. The same analysis serves
 * the recordings of Chromium's audio tap (tests/e2e/audio-tap.ts) and of WebKitGTK's sound as
 * PulseAudio's null sink received it (tests/webkit/webkit.ts).
 */
export interface Recording {
  readonly sampleRate: number
  readonly samples: Float32Array
}

/** Amplitude of the `frequency` sine in `samples[start, start + length)` (Goertzel, Hann window). */
export function toneAmplitude(recording: Recording, frequency: number, start: number, length: number): number {
  const { samples, sampleRate } = recording
  const coefficient = 2 * Math.cos((2 * Math.PI * frequency) / sampleRate)
  let previous = 0
  let beforePrevious = 0
  let windowSum = 0
  for (let i = 0; i < length; i++) {
    const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (length - 1))
    windowSum += window
    const value = (samples[Math.round(start) + i] ?? 0) * window + coefficient * previous - beforePrevious
    beforePrevious = previous
    previous = value
  }
  const power = previous ** 2 + beforePrevious ** 2 - coefficient * previous * beforePrevious
  return (2 * Math.sqrt(Math.max(0, power))) / windowSum
}

/** Root mean square of `samples[start, start + length)`. */
export function rms(recording: Recording, start: number, length: number): number {
  let sum = 0
  const from = Math.round(start)
  for (let i = from; i < from + length; i++) sum += (recording.samples[i] ?? 0) ** 2
  return Math.sqrt(sum / length)
}

/** The largest step between two neighbouring samples in `[start, end)`: a click is a step no sine of the song makes. */
export function largestStep(recording: Recording, start: number, end: number): number {
  let largest = 0
  for (let i = Math.max(1, Math.round(start)); i < Math.min(Math.round(end), recording.samples.length); i++) {
    largest = Math.max(largest, Math.abs(recording.samples[i]! - recording.samples[i - 1]!))
  }
  return largest
}

/** Windows of `size` samples: where the recording is silent (below a tenth of the tones' level). */
export function silentRuns(recording: Recording, size: number): { start: number; length: number }[] {
  const levels: number[] = []
  for (let start = 0; start + size <= recording.samples.length; start += size) levels.push(rms(recording, start, size))
  const loud = [...levels].sort((a, b) => a - b)[Math.floor(levels.length * 0.75)]!
  const first = levels.findIndex((level) => level > loud / 10)
  const last = levels.findLastIndex((level) => level > loud / 10)
  const runs: { start: number; length: number }[] = []
  for (let i = first; i <= last; i++) {
    if (levels[i]! > loud / 10) continue
    const previous = runs.at(-1)
    if (previous && previous.start + previous.length === i * size) previous.length += size
    else runs.push({ start: i * size, length: size })
  }
  return runs
}

/**
 * A crossfade from the `outgoing` tone to the `incoming` one, in windows of 50 ms: how long both
 * are heard together (each above a tenth of its own loudest), and each one's loudest level.
 */
export function crossfadeOverlap(recording: Recording, outgoing: number, incoming: number): { readonly seconds: number; readonly outTop: number; readonly inTop: number } {
  const size = Math.round(recording.sampleRate * 0.05)
  const levels: { out: number; in: number }[] = []
  for (let start = 0; start + size <= recording.samples.length; start += size) {
    levels.push({ out: toneAmplitude(recording, outgoing, start, size), in: toneAmplitude(recording, incoming, start, size) })
  }
  const outTop = Math.max(...levels.map((level) => level.out))
  const inTop = Math.max(...levels.map((level) => level.in))
  const together = levels.filter((level) => level.out > outTop * 0.1 && level.in > inTop * 0.1)
  return { seconds: together.length * 0.05, outTop, inTop }
}
