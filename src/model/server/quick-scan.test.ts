import { allSettled, createWatch } from 'effector'
import { afterEach, expect, it, vi } from 'vitest'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { toastShown } from '../toasts/toasts'
import { $scanRunning, quickScanRequested } from './quick-scan'

afterEach(() => {
  vi.unstubAllGlobals()
})

it('a quick scan from the palette (no panel) says it started, and is not sent again while the scan runs', async () => {
  const { urls } = stubFetch(() => subsonicOk({ scanStatus: { scanning: true, count: 10 } }))
  const { scope } = forkWithShell()
  await signIn(scope)
  const shown: string[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast.message) })
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(shown).toEqual(['serverStatus.scan.started'])
  expect(scope.getState($scanRunning)).toBe(true)
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(urls.map((url) => url.pathname)).toEqual(['/rest/startScan'])
  expect(shown).toEqual(['serverStatus.scan.started'])
})
