import type { RetriedList } from '../../model/library/list-retry'
import { listRetried } from '../../model/library/lazy-requests'
import { defineCommand } from '../command'

/** A Retry button of the Songs or Albums screen: `{ list }` says which list, whole or the rest. */
export const retryList = defineCommand({
  id: 'library.retryList',
  payloadOnly: true,
  target: listRetried,
  adapt: ({ list }: { readonly list: RetriedList }) => list,
})
