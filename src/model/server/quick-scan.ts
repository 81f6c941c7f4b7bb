import { createEvent, createStore, sample } from 'effector'
import { getScanStatus, startScan } from '../../api/calls/scan'
import type { ScanStatus } from '../../api/codecs/scan-status'
import { $openDialog } from '../dialogs/dialogs'
import { connectionEffect, rightOrThrow } from '../session/call-result'
import { toastShown } from '../toasts/toasts'

/**
 * A quick scan of the server's library (the `app.quickScan` command, the server status panel's
 * button). Evaluated at start-up for the command; the panel's own model (server-status.ts) loads
 * with the panel.
 */
export const quickScanRequested = createEvent()
/** What the panel read of the server: whether a scan runs (a scan is not started twice). */
export const scanStatusRead = createEvent<boolean>()

/**
 * Starts a scan. `seenRunning` (the last look said one runs: a scan this started, or the panel's
 * read) asks the server first, which may have finished it since; one still running is not
 * started again (`started: false`).
 */
export const startScanFx = connectionEffect(async (connection, seenRunning: boolean): Promise<ScanStatus & { readonly started: boolean }> => {
  if (seenRunning) {
    const scan = rightOrThrow(await getScanStatus(connection))
    if (scan.scanning) return { ...scan, started: false }
  }
  return { ...rightOrThrow(await startScan(connection)), started: true }
})

export const $scanStarting = startScanFx.pending

/** Whether the server is scanning, as last seen: set by a start, its answer, and the panel's reads. */
export const $scanRunning = createStore(false)
  .on(startScanFx, () => true)
  .on(startScanFx.doneData, (_, scan) => scan.scanning)
  .on(startScanFx.fail, () => false)
  .on(scanStatusRead, (_, scanning) => scanning)

// While a start is under way $scanRunning is true already: a second request only asks the server.
sample({ clock: quickScanRequested, source: $scanRunning, target: startScanFx })
/** Started from elsewhere (the Quick scan command), a scan says so (or that one still runs): the panel is not there to show it. */
sample({
  clock: startScanFx.doneData,
  source: $openDialog,
  filter: (open) => open !== 'serverStatus',
  fn: (_, { started }) => (started ? { tone: 'success' as const, message: 'serverStatus.scan.started' } : { tone: 'info' as const, message: 'serverStatus.scan.running' }),
  target: toastShown,
})
sample({ clock: startScanFx.fail, fn: () => ({ tone: 'error' as const, message: 'serverStatus.scanFailed' }), target: toastShown })
