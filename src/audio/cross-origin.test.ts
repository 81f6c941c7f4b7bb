import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeAudioContext, createTestAudioOutput } from '../testing/fake-web-audio'

const elsewhere = (id: number) => `http://music.test/rest/stream?id=${id}`
const equalizer = { preAmp: 0, bands: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }

beforeEach(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext)
  FakeAudioContext.last = undefined as unknown as FakeAudioContext
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('streams of another origin in the browser output', () => {
  it('loads a stream of an origin that grants CORS with crossOrigin set before src, and routes it through Web Audio', () => {
    const { output } = createTestAudioOutput((element) => {
      const set = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!.set!
      Object.defineProperty(element, 'src', {
        get: () => element.getAttribute('src') ?? '',
        set: (value: string) => {
          // The attribute must be in place when the load starts.
          expect(element.crossOrigin).toBe('anonymous')
          set.call(element, value)
        },
      })
    })
    output.setCorsOrigins(['http://music.test'])
    output.load(elsewhere(1), 0, 'song')
    output.preload(elsewhere(2))
    expect(output.setEffects({ crossfade: 0, equalizer }, elsewhere(1))).toBe(true)
    expect(output.setGain(0.5, elsewhere(1))).toBe(true)
    expect(FakeAudioContext.last.sources.has(output.active())).toBe(true)
    // ReplayGain is in the graph, not in the element's volume.
    expect(output.active().volume).toBe(1)
  })

  it('never sets crossOrigin, nor builds the graph, for an origin without CORS: ReplayGain through the volume, no equaliser', () => {
    const { output, elements } = createTestAudioOutput()
    output.setCorsOrigins([])
    output.load(elsewhere(1), 0, 'song')
    output.preload(elsewhere(2))
    expect(output.setEffects({ crossfade: 3, equalizer }, elsewhere(1))).toBe(false)
    expect(output.setGain(0.25, elsewhere(1))).toBe(true)
    expect(FakeAudioContext.last).toBeUndefined()
    for (const element of elements) expect(element.hasAttribute('crossorigin')).toBe(false)
    expect(output.active().volume).toBeCloseTo(0.25)
  })

  it("treats the Service Worker's media addresses as their server's: crossOrigin and Web Audio only where that server grants CORS", () => {
    const { output } = createTestAudioOutput()
    const media = (id: number) => new URL(`/media/x1/stream?id=${id}`, location.href).toString()
    output.setCorsOrigins([], { base: '/media/', origin: 'http://music.test' })
    output.load(media(1), 0, 'song')
    expect(output.active().crossOrigin).toBeNull()
    expect(output.setEffects({ crossfade: 0, equalizer }, media(1))).toBe(false)
    output.setCorsOrigins(['http://music.test'], { base: '/media/', origin: 'http://music.test' })
    output.load(media(2), 0, 'song')
    expect(output.active().crossOrigin).toBe('anonymous')
    expect(output.setEffects({ crossfade: 0, equalizer }, media(2))).toBe(true)
  })

  it('drops crossOrigin again when a later stream is of an origin without CORS', () => {
    const { output } = createTestAudioOutput()
    output.setCorsOrigins(['http://music.test'])
    output.load(elsewhere(1), 0, 'song')
    expect(output.active().crossOrigin).toBe('anonymous')
    output.setCorsOrigins([])
    output.load('http://other.test/rest/stream?id=1', 0, 'song')
    expect(output.active().hasAttribute('crossorigin')).toBe(false)
  })

  it('leaves Web Audio when the next server refuses CORS (the routed elements would play silence) and returns when one grants it', () => {
    const { output, elements } = createTestAudioOutput()
    output.setCorsOrigins(['http://music.test'])
    output.load(elsewhere(1), 0, 'song')
    expect(output.setEffects({ crossfade: 0, equalizer }, elsewhere(1))).toBe(true)
    const routed = FakeAudioContext.last
    expect(routed.sources.has(output.active())).toBe(true)
    // Signed in to another server, whose streams carry no CORS: the song plays outside the graph.
    const refusing = (id: number) => `http://other.test/rest/stream?id=${id}`
    // The model hands over the next song first (the queue changed), then loads the current one once probed.
    output.setCorsOrigins([])
    output.preload(refusing(2))
    output.load(refusing(1), 0, 'song')
    const playing = output.active()
    expect(playing.getAttribute('src')).toBe(refusing(1))
    expect(playing.hasAttribute('crossorigin')).toBe(false)
    for (const context of [routed, FakeAudioContext.last]) expect(context.sources.has(playing)).toBe(false)
    const standby = elements.find((element) => element.getAttribute('src') === refusing(2))!
    expect(routed.sources.has(standby)).toBe(false)
    expect(routed.closed).toBe(true)
    expect(output.setEffects({ crossfade: 0, equalizer }, refusing(1))).toBe(false)
    expect(output.setGain(0.5, refusing(1))).toBe(true)
    expect(playing.volume).toBeCloseTo(0.5)
    // Back on a server that grants CORS: through Web Audio again.
    output.setCorsOrigins(['http://music.test'])
    output.load(elsewhere(3), 0, 'song')
    output.preload(elsewhere(4))
    expect(output.setEffects({ crossfade: 0, equalizer }, elsewhere(3))).toBe(true)
    expect(FakeAudioContext.last).not.toBe(routed)
    expect(FakeAudioContext.last.sources.has(output.active())).toBe(true)
  })

  it('crossfades by volume along equal-power curves when Web Audio may not hear the streams', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] })
    const played: HTMLAudioElement[] = []
    const { output, elements } = createTestAudioOutput((element) => {
      let time = 0
      Object.defineProperties(element, {
        duration: { value: 100 },
        paused: { get: () => !played.includes(element) },
        currentTime: {
          get: () => time,
          set: (value: number) => {
            time = value
          },
        },
      })
      element.play = () => (played.push(element), Promise.resolve())
      element.pause = () => void played.splice(played.indexOf(element) >>> 0, 1)
    })
    output.setCorsOrigins([])
    output.setEffects({ crossfade: 3, equalizer: null }, elsewhere(1))
    output.load(elsewhere(1), 0, 'song')
    await output.play()
    output.preload(elsewhere(2))
    const first = output.active()
    const second = elements.find((element) => element.getAttribute('src') === elsewhere(2))!
    first.currentTime = 97.5
    first.dispatchEvent(new Event('timeupdate'))
    expect(played).toContain(second)
    expect(second.volume).toBeCloseTo(0)
    // The model follows: it adopts the element fading in (its volume keeps the fade's level).
    output.load(elsewhere(2), 0, 'song')
    expect(output.active()).toBe(second)
    expect(second.volume).toBeCloseTo(0)
    // Halfway through the 2.45 s fade both are at cos(π/4) = sin(π/4) ≈ 0.71, not 0.5.
    vi.advanceTimersByTime(1225)
    expect(first.volume).toBeCloseTo(Math.SQRT1_2, 1)
    expect(second.volume).toBeCloseTo(Math.SQRT1_2, 1)
    expect(first.volume ** 2 + second.volume ** 2).toBeCloseTo(1, 1)
    vi.advanceTimersByTime(1400)
    expect(second.volume).toBe(1)
    expect(played).toEqual([second])
    expect(FakeAudioContext.last).toBeUndefined()
  })
})
