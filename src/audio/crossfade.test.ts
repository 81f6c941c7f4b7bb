import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FakeAudioContext, createTestAudioOutput } from '../testing/fake-web-audio'

const here = (path: string) => new URL(path, window.location.href).toString()
const song = (id: number) => here(`/rest/stream?id=${id}`)

function setup() {
  const played: HTMLAudioElement[] = []
  const { output, listeners, elements } = createTestAudioOutput((element) => {
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
  const at = (element: HTMLAudioElement, seconds: number) => {
    element.currentTime = seconds
    element.dispatchEvent(new Event('timeupdate'))
  }
  const fadeOf = (element: HTMLAudioElement) => FakeAudioContext.last.sources.get(element)!.next!.gain
  return { output, listeners, elements, played, at, fadeOf }
}

beforeEach(() => {
  vi.stubGlobal('AudioContext', FakeAudioContext)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('crossfade in the browser output', () => {
  it('starts the next song when the last seconds begin, fading both along equal-power curves', async () => {
    const { output, listeners, elements, played, at, fadeOf } = setup()
    expect(output.setEffects({ crossfade: 3, equalizer: null }, song(1))).toBe(true)
    output.load(song(1), 0, 'song')
    await output.play()
    output.preload(song(2))
    const [first, second] = [output.active(), elements.find((element) => element.getAttribute('src') === song(2))!]
    at(first, 96.5)
    expect(listeners.ended).not.toHaveBeenCalled()
    at(first, 97.5)
    expect(listeners.ended).toHaveBeenCalledOnce()
    expect(played).toContain(second)
    expect(fadeOf(first).curves).toEqual([{ direction: 'out', start: 10, seconds: expect.closeTo(2.45, 5) }])
    expect(fadeOf(second).curves).toEqual([{ direction: 'in', start: 10, seconds: expect.closeTo(2.45, 5) }])

    // The model moves on: the fading-in element is adopted, the next preload waits for silence.
    output.preload(song(3))
    output.load(song(2), 0, 'song')
    expect(output.active()).toBe(second)
    expect(played).toContain(first)
    output.preload(song(3))
    expect(first.getAttribute('src')).toBe(song(1))
    vi.advanceTimersByTime(2600)
    expect(played).not.toContain(first)
    expect(first.getAttribute('src')).toBe(song(3))
    expect(fadeOf(first).value).toBe(1)
    expect(fadeOf(second).value).toBe(1)
  })

  it('is not started at 0 s (the gapless handover at the end instead) or when the song repeats', async () => {
    const { output, listeners, elements, played, at } = setup()
    output.setEffects({ crossfade: 0, equalizer: { preAmp: 0, bands: Array(10).fill(0) } }, song(1))
    output.load(song(1), 0, 'song')
    await output.play()
    output.preload(song(2))
    at(output.active(), 99.9)
    expect(listeners.ended).not.toHaveBeenCalled()
    output.setEffects({ crossfade: 3, equalizer: null }, song(1))
    output.setLoop(true)
    at(output.active(), 99)
    expect(listeners.ended).not.toHaveBeenCalled()
    expect(played).not.toContain(elements.find((element) => element.getAttribute('src') === song(2)))
  })

  it('a pause during the fade silences the outgoing song at once', async () => {
    const { output, played, at } = setup()
    output.setEffects({ crossfade: 3, equalizer: null }, song(1))
    output.load(song(1), 0, 'song')
    await output.play()
    output.preload(song(2))
    const first = output.active()
    at(first, 98)
    output.load(song(2), 0, 'song')
    output.pause()
    expect(played).toEqual([])
  })

  it('sets the equaliser: pre-amp as a linear gain, one peaking filter per band in dB', () => {
    const { output } = setup()
    const bands = [6, 5, 4, 2, 0, 0, 0, 0, 0, -12]
    expect(output.setEffects({ crossfade: 0, equalizer: { preAmp: -6, bands } }, song(1))).toBe(true)
    const context = FakeAudioContext.last
    expect(context.filters.map((filter) => filter.type)).toEqual(Array(10).fill('peaking'))
    expect(context.filters.map((filter) => filter.frequency.value)).toEqual([31, 62, 125, 250, 500, 1000, 2000, 4000, 8000, 16000])
    expect(context.filters.map((filter) => filter.gain.value)).toEqual(bands)
    const preAmp = [...context.sources.values()][0]!.next!.next!.next!
    expect(preAmp.gain.value).toBeCloseTo(0.501, 3)
    expect(preAmp.next).toBe(context.filters[0])
    output.setEffects({ crossfade: 0, equalizer: null }, song(1))
    expect(context.filters.map((filter) => filter.gain.value)).toEqual(Array(10).fill(0))
  })
})
