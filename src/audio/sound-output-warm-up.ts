/**
 * WebKitGTK: an element's first start also opens its sound output, which takes 0.2–0.9 s on top
 * of the start-up every reopened element has (early-start.ts). The standby element starts for the
 * first time at the first song change, so that change had the longest silence of a session. Here
 * the standby is started once, muted, as soon as it holds the preloaded song, and paused again as
 * soon as it plays: its sound output is then open, and the first song change starts as fast as the
 * later ones. Only where the output reopens the preloaded element to start it (the shell says so),
 * so the few milliseconds it played do not matter: the handover reloads it from its start.
 */
export interface SoundOutputWarmUp {
  /** `element` holds a preloaded song: starts it once, muted, if it never played. */
  readonly warm: (element: HTMLMediaElement) => void
  /** Whether `element` has played, for real or muted: its sound output is open. */
  readonly warmed: (element: HTMLMediaElement) => boolean
  /** `element` played for real. */
  readonly played: (element: HTMLMediaElement) => void
  /** A warm-up under way on `element` stops (it is about to play for real, or to leave). */
  readonly cancel: (element: HTMLMediaElement) => void
}

export function createSoundOutputWarmUp(isStandby: (element: HTMLMediaElement) => boolean): SoundOutputWarmUp {
  const opened = new WeakSet<HTMLMediaElement>()
  const underWay = new Map<HTMLMediaElement, () => void>()

  const finish = (element: HTMLMediaElement) => {
    underWay.get(element)?.()
    underWay.delete(element)
  }

  return {
    warm(element) {
      if (opened.has(element)) return
      // A warm-up of an earlier preload gives way to this one.
      finish(element)
      const src = element.getAttribute('src')
      const stillWanted = () => isStandby(element) && element.paused && element.getAttribute('src') === src
      const start = () => {
        if (!stillWanted()) return finish(element)
        element.muted = true
        void Promise.resolve(element.play()).catch(() => finish(element))
      }
      const playing = () => {
        opened.add(element)
        // Paused before it is heard again.
        if (isStandby(element)) {
          element.pause()
          element.currentTime = 0
        }
        finish(element)
      }
      element.addEventListener('canplay', start)
      element.addEventListener('playing', playing)
      underWay.set(element, () => {
        element.removeEventListener('canplay', start)
        element.removeEventListener('playing', playing)
        element.muted = false
      })
      if (element.readyState >= 3) start()
    },
    warmed: (element) => opened.has(element),
    played(element) {
      opened.add(element)
    },
    cancel: finish,
  }
}
