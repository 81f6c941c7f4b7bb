import { createStore, fork } from 'effector'
import { afterEach, describe, expect, it } from 'vitest'
import { pageHidden } from '../model/host/page-visibility'
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
