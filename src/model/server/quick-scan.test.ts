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

it('a quick scan from the palette (no panel) says it started, and is not sent again while the scan runs (it says so)', async () => {
  const { urls } = stubFetch(() => subsonicOk({ scanStatus: { scanning: true, count: 10 } }))
  const { scope } = forkWithShell()
  await signIn(scope)
  const shown: string[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast.message) })
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(shown).toEqual(['serverStatus.scan.started'])
  expect(scope.getState($scanRunning)).toBe(true)
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(urls.map((url) => url.pathname).filter((path) => path === '/rest/startScan')).toEqual(['/rest/startScan'])
  expect(shown).toEqual(['serverStatus.scan.started', 'serverStatus.scan.running'])
})

it('a palette scan after one the palette started has ended is sent: the server is asked whether the last one still runs', async () => {
  let scanning = true
  const { urls } = stubFetch((url) => subsonicOk({ scanStatus: { scanning: url.pathname.endsWith('/startScan') || scanning, count: 10 } }))
  const { scope } = forkWithShell()
  await signIn(scope)
  const shown: string[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast.message) })
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(shown).toEqual(['serverStatus.scan.started', 'serverStatus.scan.running'])
  scanning = false
  await settleWithFakeTimers(() => allSettled(quickScanRequested, { scope }))
  expect(urls.map((url) => url.pathname)).toEqual(['/rest/startScan', '/rest/getScanStatus', '/rest/getScanStatus', '/rest/startScan'])
  expect(shown).toEqual(['serverStatus.scan.started', 'serverStatus.scan.running', 'serverStatus.scan.started'])
})
