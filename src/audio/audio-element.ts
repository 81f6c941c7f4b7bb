import type { AudioEffectsWanted, AudioOutput, AudioOutputListeners, MediaRouteOrigin } from './audio-output'
import { applyEqualizer, holdGain } from './effects-graph'
import { createEarlyStart } from './early-start'
import { createSoundOutputWarmUp } from './sound-output-warm-up'
import { FADE_MARGIN_SECONDS, startPlaying, stopElement as stop } from './media-elements'
import { createElementVolumes } from './element-volumes'
import { createSongElements } from './song-elements'
import { resetFadeGains, startSongFade } from './song-fade'
import { createStreamOrigins } from './stream-origins'
import { createWebAudioRoute, webAudioExists } from './web-audio-route'

type Kind = 'song' | 'radio'

/**
 * The browser's AudioOutput: two song elements (one plays, the other preloads the next song and
 * takes over when it starts, so tracks follow without a gap) and one radio element. ReplayGain,
 * the equaliser and crossfade route the song elements through Web Audio (effects-graph.ts),
 * created the first time one of them is needed, when the page may read the stream: it is on the
 * page's origin, or on an origin the model found to grant CORS (setCorsOrigins; those streams
 * load with `crossOrigin = "anonymous"`). Any other stream plays without crossOrigin and never
 * through Web Audio (which would hear silence): ReplayGain and crossfade then work through the
 * elements' own volume (attenuation only), the equaliser not at all. A song element routed once is
 * heard only through Web Audio: a song the page may not read (another server, without CORS) gets
 * fresh elements (song-elements.ts) and the graph goes (web-audio-route.ts).
 *
 * Handover: when the playing song ends (or, with crossfade, when its last seconds begin), the
 * preloaded element starts at once, before the model hears of it; the model's `load` of that
 * same source then adopts the element already playing. Where a paused element starts late
 * (the shell says so: src/shell/media-engine.ts), the preloaded element is reopened as it starts.
 */
export function createAudioElementOutput(
  listeners: AudioOutputListeners,
  makeElement: () => HTMLAudioElement = () => new Audio(),
  options: { readonly pausedElementsStartLate?: boolean } = {},
): AudioOutput & { readonly dispose: () => void; readonly active: () => HTMLAudioElement } {
  const reopenToStart = options.pausedElementsStartLate ?? false
  let preloaded: string | null = null
  /** A preload that waits for the song being loaded: it may not go into an element routed into Web Audio. */
  let preloadAfterLoad: string | null = null
  let loop = false
  let rate = 1
  let crossfade = 0
  /** The streams the page may read: its own origin's, and those of origins that grant CORS (the model probed them). */
  const origins = createStreamOrigins()
  const webAudio = createWebAudioRoute(origins.readable)
  /** The standby started by a handover, not yet adopted by `load`. */
  let handedOver: HTMLAudioElement | null = null
  /** The element fading out; `cancel` stops the fade's timers. */
  let fading: { element: HTMLAudioElement; cancel: () => void } | null = null
  /** A preload asked for while the standby was still playing (handed over or fading out). */
  let deferredPreload: { src: string | null } | null = null
  // WebKitGTK: the next song starts its start-up time before the playing one ends (early-start.ts).
  // There too, the standby's sound output is opened before its first song change (sound-output-warm-up.ts).
  const warmUp = reopenToStart ? createSoundOutputWarmUp((element) => element === standby && element !== handedOver) : null
  const early = reopenToStart
    ? createEarlyStart(() => {
        if (crossfade === 0) handOver(0)
      }, (element) => warmUp?.warmed(element) ?? false)
    : null

  const songHandover = (element: HTMLAudioElement) => ({
    timeUpdated: () => {
      warmUp?.played(element)
      if (early && crossfade === 0 && handedOver === null && standbyReady()) early.watch(element, standby)
    },
    fadeDue: () => crossfadeDue(element),
    handOver: (seconds: number) => handOver(seconds),
  })
  const elements = createSongElements(makeElement, listeners, (element) => element === active, songHandover)
  const { songs, radio } = elements
  let active: HTMLAudioElement = songs[0]!
  let standby: HTMLAudioElement = songs[1]!
  const otherSong = elements.other
  const volumes = createElementVolumes(elements)

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
    warmUp?.cancel(next)
    if (reopenToStart) next.load()
    else if (next.currentTime !== 0) next.currentTime = 0
    const graph = webAudio.graph()
    const element = active
    if (fadeSeconds > 0) {
      const stopFade = startSongFade(graph, element, next, fadeSeconds, (outgoing, incoming) => {
        volumes.setFade(element, outgoing, next, incoming)
      })
      const timer = setTimeout(() => endFade(), fadeSeconds * 1000 + 100)
      fading = { element, cancel: () => (clearTimeout(timer), stopFade()) }
    } else {
      const fadeIn = graph?.fades.get(next)
      if (graph && fadeIn) holdGain(fadeIn.gain, graph.context, 1)
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
    resetFadeGains(webAudio.graph())
    volumes.clearFades()
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
    volumes.apply()
  }

  /**
   * The song elements were routed into Web Audio and a stream it may not hear comes: they would
   * play it silent, so fresh elements take their places and the graph closes. It is built again,
   * over the new elements, when a readable stream wants effects.
   */
  const leaveWebAudio = () => {
    dropHandover()
    for (const element of songs) warmUp?.cancel(element)
    const renewed = elements.renewSongs(rate)
    active = renewed.get(active) ?? active
    standby = renewed.get(standby) ?? standby
    preloaded = null
    volumes.clearFades()
    webAudio.close()
  }

  /** Sets `src`, with crossOrigin exactly when the stream is of another origin that grants CORS. */
  const setSource = (element: HTMLAudioElement, src: string) => {
    if (element !== radio && origins.needsCors(src)) element.crossOrigin = 'anonymous'
    else element.removeAttribute('crossorigin')
    element.src = src
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
      if (webAudio.graph() && !webAudio.hears(src)) leaveWebAudio()
      if (handedOver !== null && handedOver.getAttribute('src') === src) {
        const next = handedOver
        handedOver = null
        standby = active
        active = next
        next.loop = loop
        volumes.apply()
        preloaded = null
        if (startAt > 0) next.currentTime = startAt
        if (!Number.isNaN(next.duration)) listeners.durationChanged(next.duration)
        flushPreload()
        return
      }
      dropHandover()
      if (preloaded === src && standby.getAttribute('src') === src) {
        const next = standby
        warmUp?.cancel(next)
        standby = active === radio ? otherSong(next) : active
        makeActive(next)
        preloaded = null
        if (next.currentTime !== startAt) next.currentTime = startAt
        if (!Number.isNaN(next.duration)) listeners.durationChanged(next.duration)
        return
      }
      const target = active === radio ? songs[0]! : active
      makeActive(target)
      standby = otherSong(target)
      setSource(target, src)
      if (startAt > 0) target.currentTime = startAt
      if (preloadAfterLoad !== null) output.preload(preloadAfterLoad)
    },
    unload() {
      dropHandover()
      for (const element of elements.all()) if (element.getAttribute('src') !== null) stop(element)
      preloaded = null
    },
    async play() {
      const graph = webAudio.graph()
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
      volumes.setVolume(fraction)
    },
    setCorsOrigins(granted: readonly string[], route: MediaRouteOrigin | null = null) {
      origins.set(granted, route)
    },
    setRate(value: number) {
      rate = Number.isFinite(value) && value > 0 ? value : 1
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
      preloadAfterLoad = null
      if (src !== null && webAudio.graph() && !webAudio.hears(src)) {
        // The standby is routed into Web Audio: this song waits for its own load (leaveWebAudio).
        preloadAfterLoad = src
        src = null
      }
      if (src === preloaded) return
      preloaded = src
      if (src === null) {
        if (standby.getAttribute('src') !== null) stop(standby)
        return
      }
      setSource(standby, src)
      warmUp?.warm(standby)
    },
    setGain(gain: number | null, src: string | null) {
      const ready = gain !== null && src !== null && webAudio.hears(src) ? webAudio.over(songs) : null
      const graph = webAudio.graph()
      if (graph) graph.replayGain.gain.value = ready && gain !== null ? gain : 1
      // Without Web Audio the element's volume carries it: it can lower a song, never raise it.
      volumes.setGain(gain === null || ready ? 1 : gain)
      return true
    },
    setEffects(effects: AudioEffectsWanted, src: string | null) {
      const usable = src === null ? webAudioExists() : webAudio.hears(src)
      // Crossfade works by volume too; through Web Audio when the stream allows it (a smoother curve).
      const wanted = effects.equalizer !== null || effects.crossfade > 0
      const ready = usable && wanted ? webAudio.over(songs) : null
      crossfade = effects.crossfade
      const graph = webAudio.graph()
      if (graph) applyEqualizer(graph, ready ? effects.equalizer : null)
      return usable && (!wanted || ready !== null)
    },
    dispose() {
      dropHandover()
      early?.cancel()
      elements.dispose()
      webAudio.close()
    },
  }
  return output
}
