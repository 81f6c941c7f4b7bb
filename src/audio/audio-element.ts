import type { AudioOutput, AudioOutputListeners } from './audio-output'

type Kind = 'song' | 'radio'

/**
 * The browser's AudioOutput: two song elements (one plays, the other preloads the next song and
 * takes over when it starts, so tracks follow without a gap) and one radio element. ReplayGain
 * routes the song elements through a Web Audio GainNode, created the first time it is needed.
 */
export function createAudioElementOutput(
  listeners: AudioOutputListeners,
  makeElement: () => HTMLAudioElement = () => new Audio(),
): AudioOutput & { readonly dispose: () => void; readonly active: () => HTMLAudioElement } {
  const songs = [makeElement(), makeElement()] as const
  const radio = makeElement()
  let active: HTMLAudioElement = songs[0]
  let standby: HTMLAudioElement = songs[1]
  let preloaded: string | null = null
  let loop = false
  let volume = 1
  let graph: { context: AudioContext; gain: GainNode } | null = null
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
    on('timeupdate', () => listeners.timeUpdated(element.currentTime))
    on('durationchange', () => listeners.durationChanged(element.duration))
    on('ended', () => listeners.ended())
    on('error', () => listeners.failed())
    on('play', () => listeners.playingChanged(true))
    on('pause', () => {
      if (!element.ended) listeners.playingChanged(false)
    })
  }

  const stop = (element: HTMLAudioElement) => {
    element.pause()
    element.removeAttribute('src')
    element.load()
  }

  const makeActive = (element: HTMLAudioElement) => {
    if (element !== active) active.pause()
    active = element
    element.loop = loop
    element.volume = volume
  }

  return {
    active: () => active,
    load(src, startAt, kind: Kind) {
      if (kind === 'radio') {
        if (active !== radio) stop(active)
        makeActive(radio)
        radio.src = src
        return
      }
      if (active === radio) stop(radio)
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
      for (const element of [...songs, radio]) if (element.getAttribute('src') !== null) stop(element)
      preloaded = null
    },
    async play() {
      if (graph && graph.context.state === 'suspended') void graph.context.resume()
      await active.play()
    },
    pause() {
      active.pause()
    },
    seek(seconds) {
      if (Number.isFinite(seconds)) active.currentTime = seconds
    },
    setVolume(fraction) {
      volume = Math.min(1, Math.max(0, fraction))
      for (const element of [...songs, radio]) element.volume = volume
    },
    setLoop(value) {
      loop = value
      active.loop = value
    },
    preload(src) {
      if (src === preloaded) return
      preloaded = src
      if (src === null) {
        if (standby.getAttribute('src') !== null) stop(standby)
        return
      }
      standby.src = src
    },
    setGain(gain, src) {
      if (gain === null) {
        if (graph) graph.gain.gain.value = 1
        return true
      }
      if (src !== null && !isSameOrigin(src)) return false
      try {
        graph ??= createGraph(songs)
      } catch (error) {
        console.error('ReplayGain needs Web Audio:', error)
        return false
      }
      graph.gain.gain.value = gain
      return true
    },
    dispose() {
      for (const cleanup of cleanups) cleanup()
      for (const element of [...songs, radio]) stop(element)
      if (graph) void graph.context.close()
    },
  }
}

function createGraph(elements: readonly HTMLAudioElement[]): { context: AudioContext; gain: GainNode } {
  const Context = globalThis.AudioContext
  if (typeof Context !== 'function') throw new Error('No AudioContext')
  const context = new Context()
  const gain = context.createGain()
  gain.connect(context.destination)
  for (const element of elements) {
    context.createMediaElementSource(element).connect(gain)
  }
  return { context, gain }
}

/** Web Audio only hears a stream of another origin when the server allows CORS (Supysonic does not). */
function isSameOrigin(src: string): boolean {
  try {
    return new URL(src, globalThis.location.href).origin === globalThis.location.origin
  } catch {
    return false
  }
}
