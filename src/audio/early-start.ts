/**
 * WebKitGTK reopens the preloaded song as it starts it (src/shell/media-engine.ts tells where), and a reopened element
 * sounds only after its start-up time: a new request for the stream (through the Service Worker,
 * which keeps nothing), GStreamer's pipeline, the sound server's buffer. Started when the playing
 * song ends, the next one followed after a silence of that length. So there the next song is
 * started a little before the playing one ends. An element's first start also opens its sound
 * output and takes longer, so the first song change of a session starts COLD_START_UP_SECONDS
 * early, later ones WARM_START_UP_SECONDS. Measured in the WebKitGTK e2e on the real output (the
 * silence, or the two tones overlapping): 0.2–0.9 s for a first start, 0.1–0.24 s after, on a
 * shared 2-core machine. The leads sit at the low end: two songs overlapping is worse than a short
 * silence. The element's own clock cannot tell the start-up: it runs 0.04–0.07 s after the start,
 * before the sound reaches the speakers.
 */
export const COLD_START_UP_SECONDS = 0.25
export const WARM_START_UP_SECONDS = 0.15
/** How far from the end the start is armed (timeupdate comes every ~250 ms). */
const ARM_SECONDS = 1.5

export interface EarlyStart {
  /** The playing element's time moved: arms the start of `next` its start-up time before the end. */
  readonly watch: (element: HTMLMediaElement, next: HTMLMediaElement) => void
  /** Whatever was armed no longer holds (a pause, another song). */
  readonly cancel: () => void
  /** The lead for starting `next`, in seconds. */
  readonly lead: (next: HTMLMediaElement) => number
}

/** `warmed`: whether an element's sound output was opened beforehand (sound-output-warm-up.ts). */
export function createEarlyStart(startNext: () => void, warmed: (element: HTMLMediaElement) => boolean = () => false): EarlyStart {
  /** Elements that have played: their sound output is open. */
  const played = new WeakSet<HTMLMediaElement>()
  const leadFor = (next: HTMLMediaElement) => (played.has(next) || warmed(next) ? WARM_START_UP_SECONDS : COLD_START_UP_SECONDS)
  let armed: { element: HTMLMediaElement; src: string; timer: ReturnType<typeof setTimeout> } | null = null

  const cancel = () => {
    if (armed) clearTimeout(armed.timer)
    armed = null
  }
  const remaining = (element: HTMLMediaElement) => (element.duration - element.currentTime) / (element.playbackRate || 1)

  return {
    watch(element, next) {
      played.add(element)
      const src = element.getAttribute('src') ?? ''
      if (armed && (armed.element !== element || armed.src !== src)) cancel()
      if (armed || element.paused || element.loop || !Number.isFinite(element.duration)) return
      const left = remaining(element)
      if (left > ARM_SECONDS) return
      const lead = leadFor(next)
      const timer = setTimeout(() => {
        armed = null
        // Still the same song, playing, near its end (a seek would have moved it).
        if (element.paused || element.getAttribute('src') !== src || remaining(element) > lead + 0.15) return
        startNext()
      }, Math.max(0, (left - lead) * 1000))
      armed = { element, src, timer }
    },
    cancel,
    lead: leadFor,
  }
}
