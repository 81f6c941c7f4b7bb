import { Box, Button, Callout, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { AlbumFilter } from '../../../model/library/album-filters'
import { albumFilterSearch, DEFAULT_ALBUM_FILTER, parseAlbumFilter, waitsForGenre } from '../../../model/library/album-filters'
import { $albumList } from '../../../model/library/album-list'
import { useRunCommand } from '../../commands/use-command'
import { AlbumGrid, AlbumGridSkeleton } from '../../library/AlbumGrid'
import { PartialNotice } from '../../library/PartialNotice'
import { AlbumOrderControl, RatingFilter, useRatingFilter } from '../../library/RatingFilter'
import { $albumRatingsOffered } from '../../../model/library/album-rating-offer'
import { $albumOrder, inAlbumOrder, withMinimumRating } from '../../../model/library/rating-filter'
import { AlbumFilterBar } from './AlbumFilterBar'
import { useFilteredPaging } from './use-filtered-paging'

function subtitle(filter: AlbumFilter, t: (key: string, values?: Record<string, string>) => string): string {
  switch (filter.filter) {
    case 'byGenre':
      return filter.genre ? t('library.albums.subtitle.genre', { genre: filter.genre }) : t('library.albums.pickGenreHint')
    case 'artistDiscography':
      return t('library.albums.subtitle.discography', { artist: filter.artistName || filter.artistId })
    case 'search':
      return t('library.albums.subtitle.search', { query: filter.query })
    case 'byYear':
      return `${t('library.albums.filter.byYear')} · ${t(`library.albums.year.${filter.yearFilter}`)}`
    default:
      return t(`library.albums.filter.${filter.filter}`)
  }
}

/**
 * Albums list: the address (filter, yearFilter, genre, artistId, artistName, query) is the
 * state. Where albums come with ratings (Navidrome) the loaded ones can be filtered and ordered by rating.
 */
export function AlbumsScreen() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const filter = useMemo(() => parseAlbumFilter(search), [search])
  const [list, rated, order] = useUnit([$albumList, $albumRatingsOffered, $albumOrder])
  const minimum = useRatingFilter('albums')
  // Where albums come with ratings, the loaded albums can be filtered and ordered by them.
  const albums = useMemo(() => (rated ? inAlbumOrder(withMinimumRating(list.albums, minimum), order) : list.albums), [rated, list.albums, minimum, order])
  const more = useRunCommand('library.moreAlbums')
  const retry = useRunCommand('library.retryList')
  const waitingForGenre = waitsForGenre(filter)
  const paging = useFilteredPaging({ list, filtering: rated && minimum > 0, minimum, shown: albums.length, more })
  // The route layer asks for the address's filter with the navigation (src/ui/router/page-requests.ts).

  const change = (next: AlbumFilter, replace = false) => setSearch(albumFilterSearch(next), { replace })
  const loadingFirst = !waitingForGenre && (list.status === 'loading' || list.status === 'idle') && list.albums.length === 0
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="1">
        {t('library.albums.title')}
      </Heading>
      <Text as="p" color="gray" mb="4">
        {subtitle(filter, t)}
        {list.total !== undefined && !waitingForGenre ? ` · ${t('library.albumCount', { count: list.total })}` : ''}
      </Text>
      <AlbumFilterBar filter={filter} onChange={change} />
      {rated && !waitingForGenre && (
        <Flex gap="3" align="center" wrap="wrap" mb="4">
          <AlbumOrderControl />
          <RatingFilter list="albums" shown={albums.length} total={list.albums.length} noun="albums" loadedOnly={!list.complete || list.partial} />
        </Flex>
      )}
      {loadingFirst && (
        <div role="status" aria-label={t('app.loading')}>
          <AlbumGridSkeleton />
        </div>
      )}
      {list.status === 'failed' && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('library.albums.failed')}</Callout.Text>
          <Button variant="soft" color="red" onClick={() => retry({ list: 'albums' })}>
            {t('library.retry')}
          </Button>
        </Callout.Root>
      )}
      {!waitingForGenre && list.status === 'ready' && list.albums.length === 0 && (
        <Flex direction="column" gap="3" align="start" role="status">
          <Text size="3" weight="medium">
            {t('library.albums.empty')}
          </Text>
          <Text color="gray">{t('library.albums.emptyHint')}</Text>
          <Button variant="soft" onClick={() => change(DEFAULT_ALBUM_FILTER)}>
            {t('library.albums.showRecentlyAdded')}
          </Button>
        </Flex>
      )}
      {!waitingForGenre && list.albums.length > 0 && (
        <AlbumGrid albums={albums} label={t('library.albums.title')} onEndReached={paging.onEndReached} />
      )}
      {!waitingForGenre && paging.loadMore.offered && (
        <Flex justify="center" mt="4">
          {/* Busy, not disabled: a disabled button would drop the keyboard focus while the page loads. */}
          <Button variant="soft" loading={paging.loadMore.busy} disabled={false} aria-busy={paging.loadMore.busy} onClick={paging.loadMore.run}>
            {t('ratingFilter.paging.loadMore')}
          </Button>
        </Flex>
      )}
      {!waitingForGenre && list.partial && <PartialNotice onRetry={() => retry({ list: 'moreAlbums' })} />}
    </Box>
  )
}
