/** The equaliser's band centres (Hz); the model's EQUALIZER_BANDS says the same to the settings. */
export const BAND_FREQUENCIES = [31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000] as const
/** Bandwidth of each peaking band: one octave apart, a Q of ≈ 1.4 makes neighbours meet near −3 dB. */
const BAND_Q = 1.4

/**
 * The song elements' Web Audio graph: each element through its own fade gain (crossfade), then
 * ReplayGain's gain, the equaliser's pre-amp and ten peaking filters, to the speakers.
 */
export interface EffectsGraph {
  readonly context: BaseAudioContext
  readonly fades: ReadonlyMap<unknown, GainNode>
  readonly replayGain: GainNode
  readonly preAmp: GainNode
  readonly bands: readonly BiquadFilterNode[]
}

/** Builds the chain for `inputs` (media element sources, or buffer sources when rendered offline). */
export function createEffectsGraph<Key>(context: BaseAudioContext, inputs: ReadonlyMap<Key, AudioNode>): EffectsGraph {
  const replayGain = context.createGain()
  const preAmp = context.createGain()
  const bands = BAND_FREQUENCIES.map((frequency) => {
    const band = context.createBiquadFilter()
    band.type = 'peaking'
    band.frequency.value = frequency
    band.Q.value = BAND_Q
    band.gain.value = 0
    return band
  })
  const fades = new Map<unknown, GainNode>()
  for (const [key, input] of inputs) {
    const fade = context.createGain()
    input.connect(fade).connect(replayGain)
    fades.set(key, fade)
  }
  let last: AudioNode = replayGain.connect(preAmp)
  for (const band of bands) last = last.connect(band)
  last.connect(context.destination)
  return { context, fades, replayGain, preAmp, bands }
}

/** Sets the pre-amp and band gains in dB (null: flat, no pre-amp). */
export function applyEqualizer(graph: EffectsGraph, equalizer: { readonly preAmp: number; readonly bands: readonly number[] } | null): void {
  graph.preAmp.gain.value = equalizer ? 10 ** (equalizer.preAmp / 20) : 1
  graph.bands.forEach((band, index) => {
    band.gain.value = equalizer?.bands[index] ?? 0
  })
}

/**
 * Equal-power fade: the outgoing gain follows cos(t·π/2), the incoming sin(t·π/2), so the summed
 * power of two uncorrelated songs stays constant (out² + in² = 1) through the fade.
 */
export function equalPowerCurve(direction: 'in' | 'out', points = 128): Float32Array {
  const curve = new Float32Array(points)
  for (let i = 0; i < points; i++) {
    const angle = (i / (points - 1)) * (Math.PI / 2)
    curve[i] = direction === 'in' ? Math.sin(angle) : Math.cos(angle)
  }
  return curve
}

/** Schedules `param` along the equal-power curve from `start` for `seconds` (context time). */
export function scheduleFade(param: AudioParam, direction: 'in' | 'out', start: number, seconds: number): void {
  param.cancelScheduledValues(0)
  param.setValueCurveAtTime(equalPowerCurve(direction), start, seconds)
}

/** Back to a steady gain of `value` now (a fade cut short or finished). */
export function holdGain(param: AudioParam, context: BaseAudioContext, value: number): void {
  param.cancelScheduledValues(0)
  param.setValueAtTime(value, context.currentTime)
}
