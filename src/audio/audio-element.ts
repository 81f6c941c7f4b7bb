import type { AudioEffectsWanted, AudioOutput, AudioOutputListeners } from './audio-output'
import type { EffectsGraph } from './effects-graph'
import { applyEqualizer, createEffectsGraph, holdGain, scheduleFade } from './effects-graph'
import { pausedElementsStartLate } from './late-start'

type Kind = 'song' | 'radio'

/** A fade ends this long before the outgoing song does, so the song never stops above silence. */
const FADE_MARGIN_SECONDS = 0.05

/**
 * The browser's AudioOutput: two song elements (one plays, the other preloads the next song and
 * takes over when it starts, so tracks follow without a gap) and one radio element. ReplayGain,
 * the equaliser and crossfade route the song elements through Web Audio (effects-graph.ts),
 * created the first time one of them is needed.
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
  /** The standby started by a handover, not yet adopted by `load`. */
  let handedOver: HTMLAudioElement | null = null
  /** The element fading out. */
  let fading: { element: HTMLAudioElement; timer: ReturnType<typeof setTimeout> } | null = null
  /** A preload asked for while the standby was still playing (handed over or fading out). */
  let deferredPreload: { src: string | null } | null = null
  const cleanups: Array<() => void> = []

  for (const element of [...songs, radio]) {
    element.preload = 'auto'
    const on = <K extends keyof HTMLMediaElementEventMap>(type: K, handler: () => void) => {
      const forward = () => {
        if (element === active) handler()
      }
      element.addEventListener(type, forward)
      cleanups.push(() => element.removeEventListener(type, forward))
    }
    on('timeupdate', () => {
      listeners.timeUpdated(element.currentTime)
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
    graph !== null &&
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
    if (graph && fadeOut && fadeIn && fadeSeconds > 0) {
      const now = graph.context.currentTime
      scheduleFade(fadeOut.gain, 'out', now, fadeSeconds)
      scheduleFade(fadeIn.gain, 'in', now, fadeSeconds)
      const element = active
      fading = { element, timer: setTimeout(() => endFade(), fadeSeconds * 1000 + 100) }
    } else if (graph && fadeIn) {
      holdGain(fadeIn.gain, graph.context, 1)
    }
    handedOver = next
    startPlaying(next)
  }

  /** The outgoing song is silent (or the fade is cut short): stop it, restore its gain. */
  const endFade = () => {
    if (!fading) return
    const { element, timer } = fading
    fading = null
    clearTimeout(timer)
    if (element !== active) stop(element)
    if (graph) for (const fade of graph.fades.values()) holdGain(fade.gain, graph.context, 1)
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
    element.volume = volume
  }

  const needGraph = (): EffectsGraph | null => {
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
        radio.src = src
        return
      }
      if (active === radio) stop(radio)
      if (handedOver !== null && handedOver.getAttribute('src') === src) {
        const next = handedOver
        handedOver = null
        standby = active
        active = next
        next.loop = loop
        next.volume = volume
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
      target.src = src
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
    seek(seconds: number) {
      endFade()
      if (Number.isFinite(seconds)) active.currentTime = seconds
    },
    setVolume(fraction: number) {
      volume = Math.min(1, Math.max(0, fraction))
      for (const element of [...songs, radio]) element.volume = volume
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
      standby.src = src
    },
    setGain(gain: number | null, src: string | null) {
      if (gain === null) {
        if (graph) graph.replayGain.gain.value = 1
        return true
      }
      if (src !== null && !isSameOrigin(src)) return false
      const ready = needGraph()
      if (!ready) return false
      ready.replayGain.gain.value = gain
      return true
    },
    setEffects(effects: AudioEffectsWanted, src: string | null) {
      const usable = webAudioExists() && (src === null || isSameOrigin(src))
      const wanted = effects.crossfade > 0 || effects.equalizer !== null
      const ready = usable && wanted ? needGraph() : null
      crossfade = ready ? effects.crossfade : 0
      if (graph) applyEqualizer(graph, ready ? effects.equalizer : null)
      return usable && (!wanted || ready !== null)
    },
    dispose() {
      dropHandover()
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

/** Web Audio only hears a stream of another origin when the server allows CORS (Supysonic does not). */
function isSameOrigin(src: string): boolean {
  try {
    return new URL(src, globalThis.location.href).origin === globalThis.location.origin
  } catch {
    return false
  }
}
