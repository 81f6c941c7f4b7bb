import type { RetriedList } from '../../model/library/list-retry'
import { listRetried, pageRetried } from '../../model/library/lazy-requests'
import type { RetriedPage } from '../../model/library/page-retry'
import { defineCommand } from '../command'

/** A Retry button of the Songs or Albums screen: `{ list }` says which list, whole or the rest. */
export const retryList = defineCommand({
  id: 'library.retryList',
  payloadOnly: true,
  target: listRetried,
  adapt: ({ list }: { readonly list: RetriedList }) => list,
})

/** A failed page's Try again: `{ page }` names the album, artist, artists list or search to ask for again. */
export const retryPage = defineCommand({
  id: 'library.retryPage',
  payloadOnly: true,
  target: pageRetried,
  adapt: ({ page }: { readonly page: RetriedPage }) => page,
})
