import { useEffect, useState } from 'react'
import type { AlbumListState } from '../../../model/library/album-list'
import { ALBUM_PAGE_SIZE } from '../../../model/library/album-list'

/** Pages a filtered grid may load by itself in one round (from choosing the filter, or from "Load more albums"). */
export const FILTERED_ROUND_PAGES = 3

/** Where a round started: the albums loaded and shown then. */
interface Round {
  readonly key: string
  readonly loaded: number
  readonly shown: number
}

/**
 * Paging of the Albums grid while a rating filter hides most albums. Unfiltered, the grid's end
 * loads the next page as the user scrolls. Filtered, a short grid would keep its end in view and
 * page through the whole library; instead each round (the filter chosen or changed, another list,
 * "Load more albums") loads by itself until the grid shows a page more matches (about a screenful)
 * or FILTERED_ROUND_PAGES pages came, then waits for the button. `shown` counts the matches.
 */
export function useFilteredPaging(options: { list: AlbumListState; filtering: boolean; minimum: number; shown: number; more: () => void }): {
  readonly onEndReached: () => void
  /** The "Load more albums" button: shown while filtering and more pages can be asked for. */
  readonly loadMore: { readonly offered: boolean; readonly busy: boolean; readonly run: () => void }
} {
  const { list, filtering, minimum, shown, more } = options
  const key = `${list.key}|${minimum}`
  const [round, setRound] = useState<Round>({ key, loaded: list.albums.length, shown })
  // A new list or filter starts a round from what it has (React's "adjust state on a prop change").
  const current = round.key === key ? round : { key, loaded: list.albums.length, shown }
  if (current !== round) setRound(current)
  const canAsk = list.status === 'ready' && !list.complete && !list.partial
  const roundLeft = shown - current.shown < ALBUM_PAGE_SIZE && list.albums.length - current.loaded < FILTERED_ROUND_PAGES * ALBUM_PAGE_SIZE
  useEffect(() => {
    if (filtering && canAsk && roundLeft) more()
  }, [filtering, canAsk, roundLeft, more])
  return {
    onEndReached: () => {
      if (!filtering) more()
    },
    loadMore: {
      offered: filtering && list.albums.length > 0 && !list.complete && !list.partial,
      busy: list.status === 'loading',
      run: () => {
        setRound({ key, loaded: list.albums.length, shown })
        more()
      },
    },
  }
}
