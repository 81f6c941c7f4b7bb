import { createEvent, createStore, sample } from 'effector'
import { startScan } from '../../api/calls/scan'
import type { ScanStatus } from '../../api/codecs/scan-status'
import { $openDialog } from '../dialogs/dialogs'
import { callEffect } from '../session/call-result'
import { toastShown } from '../toasts/toasts'

/**
 * A quick scan of the server's library (the `app.quickScan` command, the server status panel's
 * button). Evaluated at start-up for the command; the panel's own model (server-status.ts) loads
 * with the panel.
 */
export const quickScanRequested = createEvent()
/** What the panel read of the server: whether a scan runs (a scan is not started twice). */
export const scanStatusRead = createEvent<boolean>()

export const startScanFx = callEffect<void, ScanStatus>((connection) => startScan(connection))

export const $scanStarting = startScanFx.pending

/** Whether the server is scanning, as last seen: set by a start, its answer, and the panel's reads. */
export const $scanRunning = createStore(false)
  .on(startScanFx, () => true)
  .on(startScanFx.doneData, (_, scan) => scan.scanning)
  .on(startScanFx.fail, () => false)
  .on(scanStatusRead, (_, scanning) => scanning)

sample({ clock: quickScanRequested, source: $scanRunning, filter: (scanning) => !scanning, target: startScanFx })
/** Started from elsewhere (the Quick scan command), a scan says so: the panel is not there to show it. */
sample({
  clock: startScanFx.done,
  source: $openDialog,
  filter: (open) => open !== 'serverStatus',
  fn: () => ({ tone: 'success' as const, message: 'serverStatus.scan.started' }),
  target: toastShown,
})
sample({ clock: startScanFx.fail, fn: () => ({ tone: 'error' as const, message: 'serverStatus.scanFailed' }), target: toastShown })
