import * as t from 'io-ts'
import type { ScanStatus } from '../codecs/scan-status'
import { ScanStatus as ScanStatusCodec } from '../codecs/scan-status'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

const ScanReply = t.type({ scanStatus: ScanStatusCodec })

/** getScanStatus: scanning flag, song count, folder count, last scan date (when sent). */
export function getScanStatus(connection: Connection, signal?: AbortSignal): Result<ScanStatus> {
  return call(connection, 'getScanStatus', ScanReply, {}, (r) => r.scanStatus, signalOption(signal))
}

/** startScan (the quick scan): answers the scan status as it starts. Needs an admin user. */
export function startScan(connection: Connection, signal?: AbortSignal): Result<ScanStatus> {
  return call(connection, 'startScan', ScanReply, {}, (r) => r.scanStatus, signalOption(signal))
}
