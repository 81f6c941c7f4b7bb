import type { EffectsGraph } from './effects-graph'
import { holdGain, scheduleFade } from './effects-graph'
import { startVolumeFade } from './volume-fade'

/**
 * Crossfade: the outgoing song fades out while the incoming one fades in, along equal-power
 * curves. Through the two elements' fade gains when both are routed into Web Audio (`graph`);
 * otherwise through their volumes (`setLevels`, stepped). Returns the function that stops the
 * volume steps (Web Audio's curves run on their own; `resetFadeGains` ends them).
 */
export function startSongFade(
  graph: EffectsGraph | null,
  outgoing: HTMLAudioElement,
  incoming: HTMLAudioElement,
  seconds: number,
  setLevels: (outgoing: number, incoming: number) => void,
): () => void {
  const fadeOut = graph?.fades.get(outgoing)
  const fadeIn = graph?.fades.get(incoming)
  if (graph && fadeOut && fadeIn) {
    const now = graph.context.currentTime
    scheduleFade(fadeOut.gain, 'out', now, seconds)
    scheduleFade(fadeIn.gain, 'in', now, seconds)
    return () => undefined
  }
  return startVolumeFade(setLevels, seconds)
}

/** Every song's fade gain back at a steady 1 (a fade finished or cut short, or none wanted). */
export function resetFadeGains(graph: EffectsGraph | null): void {
  if (graph) for (const fade of graph.fades.values()) holdGain(fade.gain, graph.context, 1)
}
