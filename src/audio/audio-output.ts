/**
 * What the model needs from the audio element, so playback is driven and tested without a DOM.
 * The browser implementation is src/audio/audio-element.ts (src/start hands it to the model);
 * tests use a fake.
 */
export interface AudioOutput {
  /**
   * Load `src` and start at `startAt` seconds (a preloaded source is swapped in without a gap).
   * Radios play on an element kept out of Web Audio: their streams rarely allow CORS.
   */
  load(src: string, startAt: number, kind: 'song' | 'radio'): void
  /** Stop and forget the source. */
  unload(): void
  /** Resolves when playback started; rejects when the source cannot be played. */
  play(): Promise<void>
  pause(): void
  /**
   * The playing element's time now (in its stream), or null when nothing plays: its `timeupdate`
   * reports it only every quarter second or so, too late for a save as the page goes away.
   */
  playingTime(): number | null
  seek(seconds: number): void
  /** 0..1 */
  setVolume(fraction: number): void
  setLoop(loop: boolean): void
  /** Playback rate of songs (1: normal), pitch kept; radios always play at 1. */
  setRate(rate: number): void
  /** Fetch the next track ahead of time (null: nothing to preload). */
  preload(src: string | null): void
  /**
   * The origins other than the page's whose streams carry CORS headers (found out by the model):
   * their streams load with `crossOrigin = "anonymous"` and may go through Web Audio. Any other
   * origin's stream loads without it (it would not load at all with it). Addresses under
   * `mediaRoute.base` (this origin's Service Worker path, docs/service-worker.md) count as
   * `mediaRoute.origin`'s: the worker forwards them to that server in the request's own mode.
   */
  setCorsOrigins(origins: readonly string[], mediaRoute?: MediaRouteOrigin | null): void
  /**
   * Linear gain for the song at `src`, or null for none: through Web Audio when the stream may be
   * read (same origin, or CORS granted), otherwise through the element's volume, which can only
   * lower it (a gain above 1 is then 1). Returns false when it could not be applied at all: the
   * caller sets ReplayGain's error flag.
   */
  setGain(gain: number | null, src: string | null): boolean
  /**
   * Crossfade (through Web Audio when the stream may be read, else through the elements' volume)
   * and the equaliser (Web Audio only). Returns whether Web Audio can be used for `src` (an
   * AudioContext exists and the stream is on the page's origin or grants CORS): when it cannot,
   * the equaliser is not applied.
   */
  setEffects(effects: AudioEffectsWanted, src: string | null): boolean
}

export interface AudioEffectsWanted {
  /** Seconds over which the playing song fades into the preloaded next one; 0: handed over when it ends. */
  readonly crossfade: number
  /** dB: a pre-amp and one gain per band (31 Hz … 16 kHz); null: no equaliser. */
  readonly equalizer: { readonly preAmp: number; readonly bands: readonly number[] } | null
}

/** What the element reports back (the UI binds these to the model's events). */
export interface AudioOutputListeners {
  readonly timeUpdated: (seconds: number) => void
  readonly durationChanged: (seconds: number) => void
  readonly ended: () => void
  readonly failed: () => void
  /** Paused or played from outside the app (headset button, OS media controls). */
  readonly playingChanged: (playing: boolean) => void
}

/** Makes the output; `makeElement` creates each audio element (the UI keeps them in the page). */
export type AudioOutputFactory = (
  listeners: AudioOutputListeners,
  makeElement?: () => HTMLAudioElement,
) => AudioOutput & { readonly dispose: () => void }

/** The Service Worker's media path and the origin of the server its addresses stand for. */
export interface MediaRouteOrigin {
  readonly base: string
  readonly origin: string
}
