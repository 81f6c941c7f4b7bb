import { allSettled, createStore, fork, sample } from 'effector'
import { afterEach, describe, expect, it } from 'vitest'
import { pageHidden } from '../model/host/page-visibility'
import { $audio } from '../model/player/playback'
import { $progress, progressUpdated } from '../model/player/progress'
import { fakeAudioOutput } from '../testing/fake-audio-output'
import { watchPageHiding } from './page-hiding'

let stop: () => void = () => undefined
afterEach(() => stop())

/** How often the page hid, in the app's scope and in the global state (which must stay at 0). */
function countHidings() {
  const $hidings = createStore(0).on(pageHidden, (count) => count + 1)
  const scope = fork()
  stop = watchPageHiding(scope)
  return () => ({ scope: scope.getState($hidings), global: $hidings.getState() })
}

describe('the page hiding reaches the app’s scope', () => {
  it('pagehide fires pageHidden in the scope, not in the global state', () => {
    const hidings = countHidings()
    window.dispatchEvent(new Event('pagehide'))
    expect(hidings()).toEqual({ scope: 1, global: 0 })
  })

  it('visibilitychange to hidden fires it in the scope; to visible, not at all', () => {
    const hidings = countHidings()
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(hidings()).toEqual({ scope: 0, global: 0 })
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(hidings()).toEqual({ scope: 1, global: 0 })
  })
})

describe('the position the page hides at', () => {
  it('is the playing element’s time at that moment, not its last timeupdate', async () => {
    const $progressAtHiding = createStore<number | null>(null)
    sample({ clock: pageHidden, source: $progress, target: $progressAtHiding })
    const { output, state } = fakeAudioOutput()
    const scope = fork({ values: [[$audio, output]] })
    stop = watchPageHiding(scope)
    await allSettled(progressUpdated, { scope, params: 0.98 })
    // The element played on past the second since it last reported its time.
    Object.assign(state, { playing: true, time: 1.23 })
    window.dispatchEvent(new Event('pagehide'))
    expect(scope.getState($progressAtHiding)).toBe(1.23)
  })

  it('stays as known when nothing plays (a position restored before the song loads is kept)', async () => {
    const { output } = fakeAudioOutput()
    const scope = fork({ values: [[$audio, output]] })
    stop = watchPageHiding(scope)
    await allSettled(progressUpdated, { scope, params: 42.5 })
    window.dispatchEvent(new Event('pagehide'))
    expect(scope.getState($progress)).toBe(42.5)
  })
})
