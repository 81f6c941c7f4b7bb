/**
 * WebKitGTK reopens the preloaded song as it starts it (late-start.ts), and a reopened element
 * sounds only after its start-up time: a new request for the stream (through the Service Worker,
 * which keeps nothing), then GStreamer's pipeline. Started when the playing song ends, the next
 * one followed after a silence of that length (about 250 ms on the test machine). So there the
 * next song is started that long before the playing one ends. The start-up time is learnt from
 * each song started so (from `start` until its clock runs), beginning from a first guess.
 */
export const FIRST_START_UP_SECONDS = 0.25
/** Past this, a start-up is not taken as the engine's (a stalled network): the lead keeps its value. */
const LONGEST_START_UP_SECONDS = 1
/** How far from the end the start is armed (timeupdate comes every ~250 ms). */
const ARM_SECONDS = 1.5

export interface EarlyStart {
  /** The playing element's time moved: arms the next song's start `lead` seconds before its end. */
  readonly watch: (element: HTMLMediaElement) => void
  /** A song was started early (or at the end): its start-up time is measured from now. */
  readonly started: (element: HTMLMediaElement) => void
  /** Whatever was armed no longer holds (a seek, a pause, another song). */
  readonly cancel: () => void
  /** The lead in use, in seconds. */
  readonly lead: () => number
}

export function createEarlyStart(startNext: () => void, now: () => number = () => performance.now()): EarlyStart {
  let lead = FIRST_START_UP_SECONDS
  let armed: { element: HTMLMediaElement; src: string; timer: ReturnType<typeof setTimeout> } | null = null
  let measuring: { element: HTMLMediaElement; at: number; stop: () => void } | null = null

  const cancel = () => {
    if (armed) clearTimeout(armed.timer)
    armed = null
  }
  const remaining = (element: HTMLMediaElement) => (element.duration - element.currentTime) / (element.playbackRate || 1)

  return {
    watch(element) {
      const src = element.getAttribute('src') ?? ''
      if (armed && (armed.element !== element || armed.src !== src)) cancel()
      if (armed || element.paused || element.loop || !Number.isFinite(element.duration)) return
      const left = remaining(element)
      if (left > ARM_SECONDS) return
      const timer = setTimeout(() => {
        armed = null
        // Still the same song, playing, near its end (a seek would have moved it).
        if (element.paused || element.getAttribute('src') !== src || remaining(element) > lead + 0.15) return
        startNext()
      }, Math.max(0, (left - lead) * 1000))
      armed = { element, src, timer }
    },
    started(element) {
      measuring?.stop()
      const at = now()
      const listener = () => {
        if (element.currentTime <= 0) return
        stop()
        const startUp = (now() - at) / 1000 - element.currentTime / (element.playbackRate || 1)
        if (startUp >= 0 && startUp <= LONGEST_START_UP_SECONDS) lead = (lead + startUp) / 2
      }
      const stop = () => {
        element.removeEventListener('timeupdate', listener)
        if (measuring?.element === element) measuring = null
      }
      element.addEventListener('timeupdate', listener)
      measuring = { element, at, stop }
    },
    cancel,
    lead: () => lead,
  }
}
