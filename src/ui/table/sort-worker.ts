// The background sorter's worker (started by background-sort.ts): answers each request with the
// rows' order, moved back without a copy.
import type { SortRequest } from './background-sort'
import { sortOrder } from './sort-keys'

self.onmessage = (event: MessageEvent<SortRequest>) => {
  const { id, keys, direction, language } = event.data
  const order = sortOrder(keys, direction, language)
  self.postMessage({ id, order }, { transfer: [order.buffer] })
}
