import type { AudioEffectsWanted, AudioOutput, AudioOutputListeners, MediaRouteOrigin } from './audio-output'
import type { EffectsGraph } from './effects-graph'
import { applyEqualizer, createEffectsGraph, holdGain, scheduleFade } from './effects-graph'
import { createEarlyStart } from './early-start'
import { pausedElementsStartLate } from './late-start'
import { createStreamOrigins } from './stream-origins'
import { startVolumeFade } from './volume-fade'

type Kind = 'song' | 'radio'

/** A fade ends this long before the outgoing song does, so the song never stops above silence. */
const FADE_MARGIN_SECONDS = 0.05

/**
 * The browser's AudioOutput: two song elements (one plays, the other preloads the next song and
 * takes over when it starts, so tracks follow without a gap) and one radio element. ReplayGain,
 * the equaliser and crossfade route the song elements through Web Audio (effects-graph.ts),
 * created the first time one of them is needed, when the page may read the stream: it is on the
 * page's origin, or on an origin the model found to grant CORS (setCorsOrigins; those streams
 * load with `crossOrigin = "anonymous"`). Any other stream plays without crossOrigin and never
 * through Web Audio (which would hear silence): ReplayGain and crossfade then work through the
 * elements' own volume (attenuation only), the equaliser not at all.
 *
 * Handover: when the playing song ends (or, with crossfade, when its last seconds begin), the
 * preloaded element starts at once, before the model hears of it; the model's `load` of that
 * same source then adopts the element already playing. Where a paused element starts late
 * (late-start.ts), the preloaded element is reopened as it starts.
 */
export function createAudioElementOutput(
  listeners: AudioOutputListeners,
  makeElement: () => HTMLAudioElement = () => new Audio(),
  options: { readonly pausedElementsStartLate?: boolean } = {},
): AudioOutput & { readonly dispose: () => void; readonly active: () => HTMLAudioElement } {
  const reopenToStart = options.pausedElementsStartLate ?? pausedElementsStartLate()
  const songs = [makeElement(), makeElement()] as const
  const radio = makeElement()
  let active: HTMLAudioElement = songs[0]
  let standby: HTMLAudioElement = songs[1]
  let preloaded: string | null = null
  let loop = false
  let volume = 1
  let crossfade = 0
  let graph: EffectsGraph | null = null
  /** The streams the page may read: its own origin's, and those of origins that grant CORS (the model probed them). */
  const origins = createStreamOrigins()
  /** ReplayGain as a volume factor (0..1) when it cannot go through Web Audio; 1 otherwise. */
  let volumeGain = 1
  /** Each song element's level in a fade by volume (absent: 1). */
  const fadeLevels = new Map<HTMLAudioElement, number>()
  /** The standby started by a handover, not yet adopted by `load`. */
  let handedOver: HTMLAudioElement | null = null
  /** The element fading out; `cancel` stops the fade's timers. */
  let fading: { element: HTMLAudioElement; cancel: () => void } | null = null
  /** A preload asked for while the standby was still playing (handed over or fading out). */
  let deferredPreload: { src: string | null } | null = null
  const cleanups: Array<() => void> = []
  // WebKitGTK: the next song starts its start-up time before the playing one ends (early-start.ts).
  const early = reopenToStart ? createEarlyStart(() => {
        if (crossfade === 0) handOver(0)
      }) : null

  for (const element of [...songs, radio]) {
    element.preload = 'auto'
    element.preservesPitch = true
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, handler: () => void) => {
      const forward = () => {
        if (element === active) handler()
      }
      element.addEventListener(type, forward)
      cleanups.push(() => element.removeEventListener(type, forward))
    }
    on('timeupdate', () => {
      listeners.timeUpdated(element.currentTime)
      if (early && element !== radio && crossfade === 0 && handedOver === null && standbyReady()) early.watch(element, standby)
      if (element !== radio && crossfadeDue(element)) {
        handOver(element.duration - element.currentTime - FADE_MARGIN_SECONDS)
        listeners.ended()
      }
    })
    on('durationchange', () => listeners.durationChanged(element.duration))
    on('ended', () => {
      if (element !== radio) handOver(0)
      listeners.ended()
    })
    on('error', () => listeners.failed())
    on('play', () => listeners.playingChanged(true))
    on('pause', () => {
      // At the end the element pauses a task before 'ended': the next song starts here already.
      if (!element.ended) listeners.playingChanged(false)
      else if (element !== radio) handOver(0)
    })
  }

  const stop = (element: HTMLAudioElement) => {
    element.pause()
    element.removeAttribute('src')
    element.load()
  }

  const crossfadeDue = (element: HTMLAudioElement) =>
    crossfade > 0 &&
    handedOver === null &&
    fading === null &&
    !element.paused &&
    !element.loop &&
    Number.isFinite(element.duration) &&
    element.duration - element.currentTime <= crossfade &&
    element.duration - element.currentTime > FADE_MARGIN_SECONDS * 2 &&
    standbyReady()

  const standbyReady = () => preloaded !== null && standby.getAttribute('src') === preloaded

  /** Starts the preloaded song now; with `fadeSeconds` > 0 the playing one fades out meanwhile. */
  const handOver = (fadeSeconds: number) => {
    if (!standbyReady() || active.loop || handedOver !== null) return
    const next = standby
    if (reopenToStart) next.load()
    else if (next.currentTime !== 0) next.currentTime = 0
    const fadeOut = graph?.fades.get(active)
    const fadeIn = graph?.fades.get(next)
    const element = active
    if (graph && fadeOut && fadeIn && fadeSeconds > 0) {
      const now = graph.context.currentTime
      scheduleFade(fadeOut.gain, 'out', now, fadeSeconds)
      scheduleFade(fadeIn.gain, 'in', now, fadeSeconds)
      const timer = setTimeout(() => endFade(), fadeSeconds * 1000 + 100)
      fading = { element, cancel: () => clearTimeout(timer) }
    } else if (fadeSeconds > 0) {
      fadeLevels.set(next, 0)
      const stopFade = startVolumeFade((outgoing, incoming) => {
        fadeLevels.set(element, outgoing)
        fadeLevels.set(next, incoming)
        applyVolumes()
      }, fadeSeconds)
      const timer = setTimeout(() => endFade(), fadeSeconds * 1000 + 100)
      fading = { element, cancel: () => (clearTimeout(timer), stopFade()) }
    } else if (graph && fadeIn) {
      holdGain(fadeIn.gain, graph.context, 1)
    }
    handedOver = next
    startPlaying(next)
  }

  /** The outgoing song is silent (or the fade is cut short): stop it, restore its gain. */
  const endFade = () => {
    if (!fading) return
    const { element, cancel } = fading
    fading = null
    cancel()
    if (element !== active) stop(element)
    if (graph) for (const fade of graph.fades.values()) holdGain(fade.gain, graph.context, 1)
    fadeLevels.clear()
    applyVolumes()
    flushPreload()
  }

  const flushPreload = () => {
    if (!deferredPreload || handedOver || fading) return
    const { src } = deferredPreload
    deferredPreload = null
    output.preload(src)
  }

  /** A handover the model did not follow (it loaded something else, paused or stopped). */
  const dropHandover = () => {
    early?.cancel()
    if (handedOver && handedOver !== active) {
      handedOver.pause()
      handedOver.currentTime = 0
    }
    handedOver = null
    endFade()
    flushPreload()
  }

  const makeActive = (element: HTMLAudioElement) => {
    if (element !== active) active.pause()
    active = element
    element.loop = loop
    applyVolumes()
  }

  /** The user's volume, times ReplayGain and the fade where they go through the volume. */
  const applyVolumes = () => {
    for (const element of songs) element.volume = Math.min(1, Math.max(0, volume * volumeGain * (fadeLevels.get(element) ?? 1)))
    radio.volume = volume
  }

  /** Whether Web Audio may hear `src`: on the page's origin, or on one that grants CORS. */
  const webAudioFor = (src: string) => webAudioExists() && origins.readable(src)

  /** Sets `src`, with crossOrigin exactly when the stream is of another origin that grants CORS. */
  const setSource = (element: HTMLAudioElement, src: string) => {
    if (element !== radio && origins.needsCors(src)) element.crossOrigin = 'anonymous'
    else element.removeAttribute('crossorigin')
    element.src = src
  }

  const needGraph = (): EffectsGraph | null => {
    // Once routed, an element is heard only through the graph: never route one whose stream it may not read.
    const unreadable = songs.some((element) => element.getAttribute('src') !== null && !webAudioFor(element.src))
    if (!graph && unreadable) return null
    try {
      graph ??= createGraph(songs)
      return graph
    } catch (error) {
      console.error('Web Audio cannot be used:', error)
      return null
    }
  }

  const output = {
    active: () => active,
    load(src: string, startAt: number, kind: Kind) {
      if (kind === 'radio') {
        dropHandover()
        if (active !== radio) stop(active)
        makeActive(radio)
        setSource(radio, src)
        return
      }
      if (active === radio) stop(radio)
      if (handedOver !== null && handedOver.getAttribute('src') === src) {
        const next = handedOver
        handedOver = null
        standby = active
        active = next
        next.loop = loop
        applyVolumes()
        preloaded = null
        if (startAt > 0) next.currentTime = startAt
        if (!Number.isNaN(next.duration)) listeners.durationChanged(next.duration)
        flushPreload()
        return
      }
      dropHandover()
      if (preloaded === src && standby.getAttribute('src') === src) {
        const next = standby
        standby = active === radio ? (next === songs[0] ? songs[1] : songs[0]) : active
        makeActive(next)
        preloaded = null
        if (next.currentTime !== startAt) next.currentTime = startAt
        if (!Number.isNaN(next.duration)) listeners.durationChanged(next.duration)
        return
      }
      const target = active === radio ? songs[0] : active
      makeActive(target)
      standby = songs[0] === target ? songs[1] : songs[0]
      setSource(target, src)
      if (startAt > 0) target.currentTime = startAt
    },
    unload() {
      dropHandover()
      for (const element of [...songs, radio]) if (element.getAttribute('src') !== null) stop(element)
      preloaded = null
    },
    async play() {
      if (graph && graph.context.state === 'suspended') void (graph.context as AudioContext).resume()
      await active.play()
    },
    pause() {
      dropHandover()
      active.pause()
    },
    playingTime() {
      return active.paused || active.getAttribute('src') === null ? null : active.currentTime
    },
    seek(seconds: number) {
      endFade()
      if (Number.isFinite(seconds)) active.currentTime = seconds
    },
    setVolume(fraction: number) {
      volume = Math.min(1, Math.max(0, fraction))
      applyVolumes()
    },
    setCorsOrigins(granted: readonly string[], route: MediaRouteOrigin | null = null) {
      origins.set(granted, route)
    },
    setRate(value: number) {
      const rate = Number.isFinite(value) && value > 0 ? value : 1
      // The default rate too: loading a new source resets the rate to it.
      for (const element of songs) {
        element.defaultPlaybackRate = rate
        element.playbackRate = rate
      }
    },
    setLoop(value: boolean) {
      loop = value
      active.loop = value
    },
    preload(src: string | null) {
      if (handedOver || (fading && fading.element === standby)) {
        deferredPreload = { src }
        return
      }
      if (src === preloaded) return
      preloaded = src
      if (src === null) {
        if (standby.getAttribute('src') !== null) stop(standby)
        return
      }
      setSource(standby, src)
    },
    setGain(gain: number | null, src: string | null) {
      const ready = gain !== null && src !== null && webAudioFor(src) ? needGraph() : null
      if (graph) graph.replayGain.gain.value = ready && gain !== null ? gain : 1
      // Without Web Audio the element's volume carries it: it can lower a song, never raise it.
      volumeGain = gain === null || ready ? 1 : Math.min(1, Math.max(0, gain))
      applyVolumes()
      return true
    },
    setEffects(effects: AudioEffectsWanted, src: string | null) {
      const usable = src === null ? webAudioExists() : webAudioFor(src)
      // Crossfade works by volume too; through Web Audio when the stream allows it (a smoother curve).
      const wanted = effects.equalizer !== null || effects.crossfade > 0
      const ready = usable && wanted ? needGraph() : null
      crossfade = effects.crossfade
      if (graph) applyEqualizer(graph, ready ? effects.equalizer : null)
      return usable && (!wanted || ready !== null)
    },
    dispose() {
      dropHandover()
      early?.cancel()
      for (const cleanup of cleanups) cleanup()
      for (const element of [...songs, radio]) stop(element)
      if (graph) void (graph.context as AudioContext).close()
    },
  }
  return output
}

function startPlaying(element: HTMLAudioElement): void {
  try {
    void Promise.resolve(element.play()).catch(() => undefined)
  } catch {
    // The model's own play() reports a source that cannot play.
  }
}

function webAudioExists(): boolean {
  return typeof globalThis.AudioContext === 'function'
}

function createGraph(elements: readonly HTMLAudioElement[]): EffectsGraph {
  if (!webAudioExists()) throw new Error('No AudioContext')
  const context = new AudioContext()
  return createEffectsGraph(context, new Map(elements.map((element) => [element, context.createMediaElementSource(element)])))
}
