import type { AudioOutputListeners } from './audio-output'

/** A fade ends this long before the outgoing song does, so the song never stops above silence. */
export const FADE_MARGIN_SECONDS = 0.05

/** What a song element (not the radio's) does at its end: the preloaded song takes over. */
export interface SongHandover {
  /** The song's time moved (before the crossfade is looked at). */
  readonly timeUpdated: () => void
  /** Whether the crossfade into the next song should begin now. */
  readonly fadeDue: () => boolean
  /** Starts the next song, the playing one fading out over `fadeSeconds` (0: at once). */
  readonly handOver: (fadeSeconds: number) => void
}

/**
 * Prepares an element of the output (preloads fully, keeps pitch at other rates) and reports its
 * media events to the model's `listeners` while `isActive()` (the standby's events are its own
 * business). A song element hands over to the next song at its end, or as its crossfade begins.
 * Returns the function that stops reporting.
 */
export function reportEvents(element: HTMLAudioElement, isActive: () => boolean, listeners: AudioOutputListeners, song: SongHandover | null): () => void {
  element.preload = 'auto'
  element.preservesPitch = true
  const handlers: Record<'timeupdate' | 'durationchange' | 'ended' | 'error' | 'play' | 'pause', () => void> = {
    timeupdate: () => {
      listeners.timeUpdated(element.currentTime)
      song?.timeUpdated()
      if (song?.fadeDue()) {
        song.handOver(element.duration - element.currentTime - FADE_MARGIN_SECONDS)
        listeners.ended()
      }
    },
    durationchange: () => listeners.durationChanged(element.duration),
    ended: () => {
      song?.handOver(0)
      listeners.ended()
    },
    error: () => listeners.failed(),
    play: () => listeners.playingChanged(true),
    pause: () => {
      // At the end the element pauses a task before 'ended': the next song starts here already.
      if (!element.ended) listeners.playingChanged(false)
      else song?.handOver(0)
    },
  }
  const cleanups = Object.entries(handlers).map(([type, handler]) => {
    const forward = () => {
      if (isActive()) handler()
    }
    element.addEventListener(type, forward)
    return () => element.removeEventListener(type, forward)
  })
  return () => {
    for (const cleanup of cleanups) cleanup()
  }
}

/** Stops the element and lets go of its stream. */
export function stopElement(element: HTMLAudioElement): void {
  element.pause()
  element.removeAttribute('src')
  element.load()
}

/** Starts the element without waiting; a refusal is the model's to hear (its own play() call). */
export function startPlaying(element: HTMLAudioElement): void {
  try {
    void Promise.resolve(element.play()).catch(() => undefined)
  } catch {
    // The model's own play() reports a source that cannot play.
  }
}
