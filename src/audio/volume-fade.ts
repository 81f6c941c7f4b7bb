import { equalPowerCurve } from './effects-graph'

/** How often a fade by volume takes its next step (small enough that no step is heard). */
const STEP_MS = 40

/**
 * A crossfade without Web Audio: steps the elements' own `volume` along the same equal-power
 * curves the Web Audio fade uses (outgoing cos, incoming sin), so a stream the page may not read
 * (another origin without CORS) still fades. `levels(out, in)` is called at once, then every step
 * until `seconds` have passed; the returned function stops it early.
 */
export function startVolumeFade(
  levels: (outgoing: number, incoming: number) => void,
  seconds: number,
  now: () => number = () => performance.now(),
): () => void {
  const started = now()
  const out = equalPowerCurve('out')
  const into = equalPowerCurve('in')
  const step = () => {
    const progress = seconds > 0 ? Math.min(1, (now() - started) / (seconds * 1000)) : 1
    const index = Math.round(progress * (out.length - 1))
    levels(out[index]!, into[index]!)
    if (progress >= 1) clearInterval(timer)
  }
  const timer = setInterval(step, STEP_MS)
  step()
  return () => clearInterval(timer)
}
