import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { quickScanScope } from '../../testing/quick-scan-scope'
import { commandRequested, findCommand } from '../registry'

afterEach(() => vi.unstubAllGlobals())

describe('app.quickScan', () => {
  it('starts a scan with the server status panel closed, and a toast says it started', async () => {
    const { scope, urls, shown } = await quickScanScope()
    await allSettled(commandRequested, { scope, params: { id: 'app.quickScan' } })
    expect(urls.map((url) => url.pathname)).toEqual(['/rest/startScan'])
    expect(shown).toEqual(['serverStatus.scan.started'])
  })

  it('About, Server status and Quick scan have default shortcuts', () => {
    expect(['app.openAbout', 'app.openServerStatus', 'app.quickScan'].map((id) => findCommand(id)?.keys.map((key) => key.key))).toEqual([['O A'], ['O S'], ['O Q']])
  })
})
