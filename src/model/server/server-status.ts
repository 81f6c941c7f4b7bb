import { createEffect, createEvent, createStore, sample } from 'effector'
import { getScanStatus } from '../../api/calls/scan'
import type { ScanStatus } from '../../api/codecs/scan-status'
import { $openDialog } from '../dialogs/dialogs'
import { callEffect } from '../session/call-result'
import { $scanRunning, scanStatusRead, startScanFx } from './quick-scan'

export { $scanStarting, quickScanRequested } from './quick-scan'

/**
 * The server status panel's model, loaded with the panel (a lazy dialog): song and folder counts,
 * last scan, polled while a scan runs. The scan itself is quick-scan.ts, evaluated at start-up.
 */

/** While a scan runs and the panel is open, its status is asked again this often. */
export const SCAN_POLL_MS = 2000

export interface ServerStatus {
  readonly status: 'loading' | 'ready' | 'failed'
  readonly scanning: boolean
  readonly songCount: number | null
  readonly folderCount: number | null
  /** ISO date of the last scan, when the server tells it. */
  readonly lastScan: string | null
}

const INITIAL: ServerStatus = { status: 'loading', scanning: false, songCount: null, folderCount: null, lastScan: null }

/** The server status panel is on screen (fired by the lazily loaded dialog when it mounts). */
export const serverStatusShown = createEvent()

const loadStatusFx = callEffect<void, ScanStatus>((connection) => getScanStatus(connection))
const waitFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, SCAN_POLL_MS)))

const fromScan = (scan: ScanStatus): ServerStatus => ({
  status: 'ready',
  scanning: scan.scanning,
  songCount: scan.count ?? null,
  folderCount: scan.folderCount ?? null,
  lastScan: scan.lastScan ?? null,
})

/** A scan started before the panel's model loaded (from the palette) is shown as running. */
const scanSeen = sample({ clock: serverStatusShown, source: $scanRunning })

export const $serverStatus = createStore<ServerStatus>(INITIAL)
  .on([loadStatusFx.doneData, startScanFx.doneData], (_, scan) => fromScan(scan))
  .on(startScanFx, (state) => ({ ...state, scanning: true }))
  .on(startScanFx.fail, (state) => ({ ...state, scanning: false }))
  .on(loadStatusFx.fail, (state) => (state.status === 'ready' ? state : { ...state, status: 'failed' }))
  .on(scanSeen, (state, scanning) => (state.scanning === scanning ? state : { ...state, scanning }))

sample({ clock: serverStatusShown, target: loadStatusFx })
sample({ clock: loadStatusFx.doneData, fn: (scan) => scan.scanning, target: scanStatusRead })

/** Polls while a scan runs, until it ends or the panel closes. */
sample({
  clock: [loadStatusFx.doneData, startScanFx.doneData],
  source: $openDialog,
  filter: (open, scan) => open === 'serverStatus' && scan.scanning,
  target: waitFx,
})
sample({ clock: waitFx.done, source: $openDialog, filter: (open) => open === 'serverStatus', target: loadStatusFx })
