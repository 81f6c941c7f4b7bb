import type { AudioEffectsWanted, AudioOutput, MediaRouteOrigin } from '../audio/audio-output'

/** An AudioOutput that records what the model asked of it (tests only). */
export function fakeAudioOutput(options: { failPlay?: Error; gainWorks?: boolean; webAudio?: boolean; onFailedPlay?: () => void } = {}) {
  const calls: string[] = []
  const state = { src: null as string | null, time: 0, volume: 1, loop: false, rate: 1, preloaded: null as string | null, gain: null as number | null, playing: false, effects: null as AudioEffectsWanted | null, corsOrigins: [] as readonly string[], mediaRoute: null as MediaRouteOrigin | null, effectsFor: null as string | null }
  const output: AudioOutput = {
    load(src, startAt, kind) {
      calls.push(`load ${kind} ${src} @${startAt}`)
      state.src = src
      state.time = startAt
    },
    unload() {
      calls.push('unload')
      state.src = null
      state.playing = false
    },
    async play() {
      calls.push('play')
      if (options.failPlay) {
        // A browser fires the element's `error` event before it rejects the pending play().
        options.onFailedPlay?.()
        throw options.failPlay
      }
      state.playing = true
    },
    pause() {
      calls.push('pause')
      state.playing = false
    },
    playingTime() {
      return state.playing ? state.time : null
    },
    seek(seconds) {
      calls.push(`seek ${seconds}`)
      state.time = seconds
    },
    setVolume(fraction) {
      state.volume = fraction
    },
    setCorsOrigins(origins, mediaRoute = null) {
      state.corsOrigins = origins
      state.mediaRoute = mediaRoute
    },
    setLoop(loop) {
      state.loop = loop
    },
    setRate(rate) {
      state.rate = rate
    },
    preload(src) {
      state.preloaded = src
    },
    setGain(gain) {
      if (options.gainWorks === false && gain !== null) return false
      state.gain = gain
      return true
    },
    setEffects(effects, src) {
      state.effectsFor = src
      if (options.webAudio === false) return false
      state.effects = effects
      return true
    },
  }
  return { output, calls, state }
}
