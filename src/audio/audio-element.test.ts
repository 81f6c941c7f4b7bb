import { describe, expect, it, vi } from 'vitest'
import { createTestAudioOutput } from '../testing/fake-web-audio'
import { COLD_START_UP_SECONDS } from './early-start'

const setup = () => createTestAudioOutput()

const here = (path: string) => new URL(path, window.location.href).toString()

describe('the browser audio output', () => {
  it('hands over to the preloaded element when the next song starts (no new request)', () => {
    const { output, elements } = setup()
    output.load(here('/rest/stream?id=1'), 0, 'song')
    const first = output.active()
    output.preload(here('/rest/stream?id=2'))
    const standby = elements.find((element) => element !== first && element.getAttribute('src') === here('/rest/stream?id=2'))
    expect(standby).toBeDefined()
    output.load(here('/rest/stream?id=2'), 0, 'song')
    expect(output.active()).toBe(standby)
  })

  it('reports only the active element’s events', () => {
    const { output, listeners, elements } = setup()
    output.load(here('/rest/stream?id=1'), 0, 'song')
    const inactive = elements.find((element) => element !== output.active())!
    inactive.dispatchEvent(new Event('ended'))
    expect(listeners.ended).not.toHaveBeenCalled()
    output.active().dispatchEvent(new Event('ended'))
    expect(listeners.ended).toHaveBeenCalledOnce()
  })

  it('tells the playing element’s time as it is now, and nothing while paused or empty', () => {
    const { output } = setup()
    expect(output.playingTime()).toBeNull()
    output.load(here('/rest/stream?id=1'), 0, 'song')
    const element = output.active()
    Object.defineProperty(element, 'currentTime', { configurable: true, get: () => 1.23 })
    Object.defineProperty(element, 'paused', { configurable: true, get: () => true })
    expect(output.playingTime()).toBeNull()
    Object.defineProperty(element, 'paused', { configurable: true, get: () => false })
    expect(output.playingTime()).toBe(1.23)
  })

  it('plays radios on their own element', () => {
    const { output, elements } = setup()
    output.load('http://radio.test/live', 0, 'radio')
    expect(output.active()).toBe(elements[2])
    expect(output.active().getAttribute('src')).toBe('http://radio.test/live')
  })

  it('applies ReplayGain through the volume without Web Audio (jsdom has none): lower only', () => {
    const { output } = setup()
    output.load(here('/rest/stream?id=1'), 0, 'song')
    output.setVolume(0.8)
    expect(output.setGain(0.5, here('/rest/stream?id=1'))).toBe(true)
    expect(output.active().volume).toBeCloseTo(0.4)
    expect(output.setGain(2, here('/rest/stream?id=1'))).toBe(true)
    expect(output.active().volume).toBeCloseTo(0.8)
    expect(output.setGain(null, null)).toBe(true)
    expect(output.active().volume).toBeCloseTo(0.8)
  })

  it('starts the preloaded song as soon as the playing one ends, before the model loads it, then adopts it', () => {
    const { output, listeners, elements } = setup()
    const played: HTMLAudioElement[] = []
    for (const element of elements) element.play = () => (played.push(element), Promise.resolve())
    const next = here('/rest/stream?id=2')
    output.load(here('/rest/stream?id=1'), 0, 'song')
    const first = output.active()
    output.preload(next)
    const standby = elements.find((element) => element !== first && element.getAttribute('src') === next)!
    listeners.ended.mockImplementation(() => expect(played).toEqual([standby]))
    first.dispatchEvent(new Event('ended'))
    expect(listeners.ended).toHaveBeenCalledOnce()
    // The model's next preload waits while the started element is not yet adopted…
    output.preload(here('/rest/stream?id=3'))
    expect(standby.getAttribute('src')).toBe(next)
    output.load(next, 0, 'song')
    expect(output.active()).toBe(standby)
    expect(standby.getAttribute('src')).toBe(next)
    // …and then goes to the element that finished.
    expect(first.getAttribute('src')).toBe(here('/rest/stream?id=3'))
  })

  it('does not start the next song when the playing one repeats, or nothing is preloaded', () => {
    const { output, elements } = setup()
    const played: HTMLAudioElement[] = []
    for (const element of elements) element.play = () => (played.push(element), Promise.resolve())
    output.load(here('/rest/stream?id=1'), 0, 'song')
    output.active().dispatchEvent(new Event('ended'))
    output.preload(here('/rest/stream?id=2'))
    output.setLoop(true)
    output.active().dispatchEvent(new Event('ended'))
    expect(played).toEqual([])
  })

  it('says Web Audio cannot be used for crossfade and equaliser without an AudioContext or on another origin', () => {
    const { output } = setup()
    const effects = { crossfade: 5, equalizer: { preAmp: 0, bands: [3, 0, 0, 0, 0, 0, 0, 0, 0, 0] } }
    expect(output.setEffects(effects, 'http://elsewhere.test/rest/stream?id=1')).toBe(false)
    // jsdom has no AudioContext.
    expect(output.setEffects(effects, here('/rest/stream?id=1'))).toBe(false)
    expect(output.setEffects({ crossfade: 0, equalizer: null }, null)).toBe(false)
  })

  it('applies volume and loop to the playing element', () => {
    const { output } = setup()
    output.load(here('/rest/stream?id=1'), 0, 'song')
    output.setVolume(0.4)
    output.setLoop(true)
    expect(output.active().volume).toBeCloseTo(0.4)
    expect(output.active().loop).toBe(true)
  })
})

describe('where a paused element starts late (WebKitGTK)', () => {
  /** The WebKitGTK output playing song 1 with song 2 preloaded; `calls` logs each element's play and load from then on. */
  function playingWithNextPreloaded() {
    const calls: string[] = []
    const { output, elements } = createTestAudioOutput(
      (element) => {
        element.play = () => (calls.push(`play ${element.getAttribute('src')}`), Promise.resolve())
        element.load = () => void calls.push(`load ${element.getAttribute('src')}`)
      },
      { pausedElementsStartLate: true },
    )
    const next = here('/rest/stream?id=2')
    output.load(here('/rest/stream?id=1'), 0, 'song')
    const first = output.active()
    output.preload(next)
    calls.length = 0
    return { calls, elements, first, next }
  }

  it('reopens the preloaded element as it starts it, when the playing one pauses at its end', () => {
    const { calls, elements, first, next } = playingWithNextPreloaded()
    // The end: `ended` is true when the element fires its last `pause`, a task before `ended`.
    Object.defineProperty(first, 'ended', { value: true, configurable: true })
    first.dispatchEvent(new Event('pause'))
    expect(calls).toEqual([`load ${next}`, `play ${next}`])
    first.dispatchEvent(new Event('ended'))
    expect(calls).toEqual([`load ${next}`, `play ${next}`])
    expect(elements).toHaveLength(3)
  })

  it('starts the reopened next song its start-up time before the playing one ends, so the sound follows without a silence', () => {
    vi.useFakeTimers()
    const { calls, first, next } = playingWithNextPreloaded()
    let time = 179
    Object.defineProperty(first, 'duration', { configurable: true, get: () => 180 })
    Object.defineProperty(first, 'currentTime', { configurable: true, get: () => time })
    Object.defineProperty(first, 'paused', { configurable: true, get: () => false })
    first.dispatchEvent(new Event('timeupdate'))
    time = 180 - COLD_START_UP_SECONDS
    vi.advanceTimersByTime((1 - COLD_START_UP_SECONDS) * 1000)
    vi.useRealTimers()
    expect(calls).toEqual([`load ${next}`, `play ${next}`])
    // The playing song plays on to its end; its end starts nothing more.
    Object.defineProperty(first, 'ended', { value: true, configurable: true })
    first.dispatchEvent(new Event('pause'))
    expect(calls).toEqual([`load ${next}`, `play ${next}`])
  })
})
