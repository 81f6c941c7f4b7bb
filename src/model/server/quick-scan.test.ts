import { allSettled } from 'effector'
import { afterEach, expect, it, vi } from 'vitest'
import { quickScanScope } from '../../testing/quick-scan-scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { $scanRunning, quickScanRequested } from './quick-scan'

afterEach(() => {
  vi.unstubAllGlobals()
})

it('a palette scan (no panel) says it started; asked again, it is not sent while the server still scans (it says so), and is once that scan has ended', async () => {
  let scanning = true
  const { scope, urls, shown } = await quickScanScope((url) => url.pathname.endsWith('/startScan') || scanning)
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(shown).toEqual(['serverStatus.scan.started'])
  expect(scope.getState($scanRunning)).toBe(true)
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(shown).toEqual(['serverStatus.scan.started', 'serverStatus.scan.running'])
  scanning = false
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(urls.map((url) => url.pathname)).toEqual(['/rest/startScan', '/rest/getScanStatus', '/rest/getScanStatus', '/rest/startScan'])
  expect(shown).toEqual(['serverStatus.scan.started', 'serverStatus.scan.running', 'serverStatus.scan.started'])
})
