import { createBrowserRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { numberHistoryEntry } from './browser-state'

describe('numberHistoryEntry', () => {
  afterEach(() => {
    history.replaceState(null, '')
    vi.restoreAllMocks()
  })

  it("numbers the entry as React Router does, keeping its state, so that the router's start replaces nothing", () => {
    history.replaceState({ usr: { from: 'x' }, key: 'k1' }, '')
    numberHistoryEntry()
    expect(history.state).toEqual({ usr: { from: 'x' }, key: 'k1', idx: 0 })
    const replaced = vi.spyOn(history, 'replaceState')
    const router = createBrowserRouter([{ path: '*', element: null }])
    expect(replaced).not.toHaveBeenCalled()
    expect(router.state.location.key).toBe('k1')
    router.dispose()
  })

  it('leaves an entry the router already numbered (a reload, back and forward) as it is', () => {
    history.replaceState({ key: 'k2', idx: 3 }, '')
    const replaced = vi.spyOn(history, 'replaceState')
    numberHistoryEntry()
    expect(replaced).not.toHaveBeenCalled()
    expect(history.state).toEqual({ key: 'k2', idx: 3 })
  })
})
