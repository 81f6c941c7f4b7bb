import { vi } from 'vitest'
import { createAudioElementOutput } from '../audio/audio-element'

/** Just enough of Web Audio to see what the output schedules (jsdom has none). */
export class FakeParam {
  value = 1
  readonly curves: { direction: 'in' | 'out'; start: number; seconds: number }[] = []
  cancelScheduledValues() {}
  setValueCurveAtTime(curve: Float32Array, start: number, seconds: number) {
    this.curves.push({ direction: curve[0] === 0 ? 'in' : 'out', start, seconds })
  }
  setValueAtTime(value: number) {
    this.value = value
  }
}

export class FakeNode {
  next: FakeNode | null = null
  readonly gain = new FakeParam()
  readonly frequency = new FakeParam()
  readonly Q = new FakeParam()
  type = ''
  connect<T extends FakeNode>(node: T): T {
    this.next = node
    return node
  }
}

/** Stubbed as the global `AudioContext`; `FakeAudioContext.last` is the one the output made. */
export class FakeAudioContext {
  static last: FakeAudioContext
  readonly currentTime = 10
  readonly state = 'running'
  readonly destination = new FakeNode()
  readonly sources = new Map<HTMLMediaElement, FakeNode>()
  readonly filters: FakeNode[] = []
  constructor() {
    FakeAudioContext.last = this
  }
  createGain() {
    return new FakeNode()
  }
  createBiquadFilter() {
    const filter = new FakeNode()
    this.filters.push(filter)
    return filter
  }
  createMediaElementSource(element: HTMLMediaElement) {
    const source = new FakeNode()
    this.sources.set(element, source)
    return source
  }
  closed = false
  resume() {}
  close() {
    this.closed = true
  }
}

/**
 * The browser audio output with spied listeners, over `<audio>` elements it creates (kept in
 * `elements`, each passed to `prepare` first: a fake clock, a fake play).
 */
export function createTestAudioOutput(
  prepare: (element: HTMLAudioElement) => void = () => undefined,
  options: { readonly pausedElementsStartLate?: boolean } = { pausedElementsStartLate: false },
) {
  const listeners = {
    timeUpdated: vi.fn<(seconds: number) => void>(),
    durationChanged: vi.fn<(seconds: number) => void>(),
    ended: vi.fn<() => void>(),
    failed: vi.fn<() => void>(),
    playingChanged: vi.fn<(playing: boolean) => void>(),
  }
  const elements: HTMLAudioElement[] = []
  const output = createAudioElementOutput(listeners, () => {
    const element = document.createElement('audio')
    prepare(element)
    elements.push(element)
    return element
  }, options)
  return { output, listeners, elements }
}
