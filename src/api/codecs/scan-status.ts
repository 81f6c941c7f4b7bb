import * as t from 'io-ts'
import { BooleanLike, NumberLike } from './primitives'

/** getScanStatus / startScan (song count, folder count, last scan date). */
export const ScanStatus = t.intersection([
  t.type({ scanning: BooleanLike }),
  t.partial({ count: NumberLike, folderCount: NumberLike, lastScan: t.string }),
])
export type ScanStatus = t.TypeOf<typeof ScanStatus>
