import type { Scope } from 'effector'
import { createWatch } from 'effector'
import { toastShown } from '../model/toasts/toasts'
import { stubFetch, subsonicOk } from './fetch'
import { forkWithShell, signIn } from './scope'
import { TOASTS_CLOSE_AT_ONCE } from './toast-log'

/**
 * A signed-in scope for quick scans: the server answers startScan and getScanStatus with a scan
 * that runs while `scanning(url)` says so (always, by default). Also the URLs asked and the
 * toasts shown (their keys), which close at once. Call `vi.unstubAllGlobals()` in afterEach (the fetch stub).
 */
export async function quickScanScope(scanning: (url: URL) => boolean = () => true): Promise<{ scope: Scope; urls: readonly URL[]; shown: readonly string[] }> {
  const { urls } = stubFetch((url) => subsonicOk({ scanStatus: { scanning: scanning(url), count: 10 } }))
  const { scope } = forkWithShell({ handlers: [TOASTS_CLOSE_AT_ONCE] })
  await signIn(scope)
  const shown: string[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast.message) })
  return { scope, urls, shown }
}
