import { allSettled, createWatch } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastShown } from '../../model/toasts/toasts'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { commandRequested, findCommand } from '../registry'

afterEach(() => vi.unstubAllGlobals())

describe('app.quickScan', () => {
  it('starts a scan with the server status panel closed, and a toast says it started', async () => {
    const { urls } = stubFetch(() => subsonicOk({ scanStatus: { scanning: true, count: 10 } }))
    const { scope } = forkWithShell()
    await signIn(scope)
    const shown: string[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast.message) })
    await allSettled(commandRequested, { scope, params: { id: 'app.quickScan' } })
    expect(urls.map((url) => url.pathname)).toEqual(['/rest/startScan'])
    expect(shown).toEqual(['serverStatus.scan.started'])
  })

  it('About, Server status and Quick scan have default shortcuts', () => {
    expect(['app.openAbout', 'app.openServerStatus', 'app.quickScan'].map((id) => findCommand(id)?.keys.map((key) => key.key))).toEqual([['O A'], ['O S'], ['O Q']])
  })
})
