import { allSettled, createWatch } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dialogOpened } from '../dialogs/dialogs'
import { toastShown } from '../toasts/toasts'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { $serverStatus, quickScanRequested, serverStatusShown } from './server-status'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

async function open() {
  const { scope } = forkWithShell()
  await signIn(scope)
  await allSettled(dialogOpened, { scope, params: 'serverStatus' })
  return scope
}

describe('server status', () => {
  it('reads song count, folder count and last scan from getScanStatus', async () => {
    const { urls } = stubFetch(() =>
      subsonicOk({ scanStatus: { scanning: false, count: 1234, folderCount: 3, lastScan: '2026-11-20T10:00:00Z' } }),
    )
    const scope = await open()
    await allSettled(serverStatusShown, { scope })
    expect(urls.map((url) => url.pathname)).toEqual(['/rest/getScanStatus'])
    expect(scope.getState($serverStatus)).toEqual({
      status: 'ready',
      scanning: false,
      songCount: 1234,
      folderCount: 3,
      lastScan: '2026-11-20T10:00:00Z',
    })
  })

  it('says when the server cannot be reached', async () => {
    stubFetch(() => subsonicFailed(0, 'boom'))
    const scope = await open()
    await allSettled(serverStatusShown, { scope })
    expect(scope.getState($serverStatus).status).toBe('failed')
  })

  it('starts a quick scan and asks again until it has finished', async () => {
    let statusCalls = 0
    const { urls } = stubFetch((url) => {
      if (url.pathname.endsWith('/startScan')) return subsonicOk({ scanStatus: { scanning: true, count: 10 } })
      statusCalls += 1
      // The panel's first look, then one poll during the scan, then the scan is over.
      return subsonicOk({ scanStatus: { scanning: statusCalls === 2, count: statusCalls === 3 ? 30 : 20 } })
    })
    const scope = await open()
    await allSettled(serverStatusShown, { scope })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const started = allSettled(quickScanRequested, { scope })
    for (let tick = 0; tick < 10; tick++) {
      await new Promise((resolve) => setImmediate(resolve))
      await vi.advanceTimersByTimeAsync(2000)
    }
    await vi.runAllTimersAsync()
    await started
    expect(urls.map((url) => url.pathname.replace('/rest/', ''))).toEqual(['getScanStatus', 'startScan', 'getScanStatus', 'getScanStatus'])
    expect(scope.getState($serverStatus)).toMatchObject({ scanning: false, songCount: 30 })
  })

  it('tells when the scan could not start (e.g. not an admin)', async () => {
    stubFetch((url) =>
      url.pathname.endsWith('/startScan') ? subsonicFailed(50, 'Not admin') : subsonicOk({ scanStatus: { scanning: false } }),
    )
    const scope = await open()
    await allSettled(serverStatusShown, { scope })
    const shown: string[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast.message) })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const done = allSettled(quickScanRequested, { scope })
    for (let tick = 0; tick < 10 && shown.length === 0; tick++) await new Promise((resolve) => setImmediate(resolve))
    await vi.runAllTimersAsync()
    await done
    expect(shown).toEqual(['serverStatus.scanFailed'])
    expect(scope.getState($serverStatus).scanning).toBe(false)
  })

})
