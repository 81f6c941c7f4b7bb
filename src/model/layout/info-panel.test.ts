import { allSettled, fork } from 'effector'
import { describe, expect, it } from 'vitest'
import { $infoPanelShown, $windowNarrow, infoPanelCommanded, windowNarrowed } from './info-panel'
import { $pages } from './pages'

describe('the info panel: a stored column when wide, a drawer when narrow', () => {
  it('toggles the stored setting in a wide window', async () => {
    const scope = fork()
    expect(scope.getState($infoPanelShown)).toBe(true)
    await allSettled(infoPanelCommanded, { scope })
    expect(scope.getState($pages).showInfoPanel).toBe(false)
    expect(scope.getState($infoPanelShown)).toBe(false)
  })

  it('in a narrow window starts closed, opens and closes as a drawer, and leaves the stored setting alone', async () => {
    const scope = fork()
    await allSettled(windowNarrowed, { scope, params: true })
    expect(scope.getState($windowNarrow)).toBe(true)
    expect(scope.getState($infoPanelShown)).toBe(false)
    await allSettled(infoPanelCommanded, { scope })
    expect(scope.getState($infoPanelShown)).toBe(true)
    expect(scope.getState($pages).showInfoPanel).toBe(true)
    await allSettled(infoPanelCommanded, { scope })
    expect(scope.getState($infoPanelShown)).toBe(false)
    await allSettled(infoPanelCommanded, { scope })
    // Wide again: the column follows the stored setting, the drawer is closed for next time.
    await allSettled(windowNarrowed, { scope, params: false })
    expect(scope.getState($infoPanelShown)).toBe(true)
    await allSettled(windowNarrowed, { scope, params: true })
    expect(scope.getState($infoPanelShown)).toBe(false)
  })
})
