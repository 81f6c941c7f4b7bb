const clamp = (fraction: number) => Math.min(1, Math.max(0, fraction))

/**
 * Each element's volume: the user's volume, times ReplayGain and a crossfade's level where those
 * go through the element's volume (the stream is not heard through Web Audio). The radio's is the
 * user's volume alone. Volume can only lower a song, never raise it.
 */
export function createElementVolumes(elements: { readonly songs: readonly HTMLAudioElement[]; readonly radio: HTMLAudioElement }) {
  let volume = 1
  /** ReplayGain as a volume factor (0..1) when it cannot go through Web Audio; 1 otherwise. */
  let gain = 1
  /** Each song element's level in a fade by volume (absent: 1). */
  const fadeLevels = new Map<HTMLAudioElement, number>()
  const apply = () => {
    for (const element of elements.songs) element.volume = clamp(volume * gain * (fadeLevels.get(element) ?? 1))
    elements.radio.volume = volume
  }
  return {
    /** Sets every element's volume again (an element became the active one, or was renewed). */
    apply,
    setVolume(fraction: number) {
      volume = clamp(fraction)
      apply()
    },
    setGain(factor: number) {
      gain = clamp(factor)
      apply()
    },
    /** A fade by volume moved on: the outgoing and incoming songs' levels. */
    setFade(outgoing: HTMLAudioElement, outgoingLevel: number, incoming: HTMLAudioElement, incomingLevel: number) {
      fadeLevels.set(outgoing, outgoingLevel)
      fadeLevels.set(incoming, incomingLevel)
      apply()
    },
    /** No fade by volume: every song element at full level again. */
    clearFades() {
      fadeLevels.clear()
      apply()
    },
  }
}
