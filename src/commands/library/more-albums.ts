import { moreAlbumsRequested } from '../../model/library/lazy-requests'
import { defineCommand } from '../command'

/**
 * The next page of the Albums grid: its end scrolled into view, or "Load more albums" while a
 * rating filter hides most albums. Payload-only: no key, not in the palette.
 */
export const moreAlbums = defineCommand({
  id: 'library.moreAlbums',
  payloadOnly: true,
  target: moreAlbumsRequested,
})
