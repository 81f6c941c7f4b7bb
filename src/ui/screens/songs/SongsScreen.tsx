import { Cross2Icon } from '@radix-ui/react-icons'
import { Badge, Box, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { $songsList } from '../../../model/library/songs-list'
import type { SongsView } from '../../../model/library/songs-view'
import { parseSongsView, songsViewSearch } from '../../../model/library/songs-view'
import { useRunCommand } from '../../commands/use-command'
import { EmptyState, LoadError, ScreenSkeleton } from '../../library/LoadState'
import { PartialNotice } from '../../library/PartialNotice'
import { RatingFilter, useRatingFilter } from '../../library/RatingFilter'
import { withMinimumRating } from '../../../model/library/rating-filter'
import { SearchBox } from '../../library/SearchBox'
import { DEFAULT_SONG_COLUMNS } from '../../table/song-columns'
import { SongTable } from '../../table/SongTable'

/** Songs list: all songs (streamed in), a search, or an artist's songs; clear filter; paged; a rating filter on the loaded songs. */
export function SongsScreen() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const view = useMemo(() => parseSongsView(search), [search])
  const list = useUnit($songsList)
  const retry = useRunCommand('library.retryList')
  const change = (next: SongsView, replace = false) => setSearch(songsViewSearch(next), { replace })
  const filtered = view.query !== '' || view.artistId !== ''
  const current = list.key === songsViewSearch(view).toString()
  const minimum = useRatingFilter('songs')
  const shown = useMemo(() => withMinimumRating(list.songs, minimum), [list.songs, minimum])

  const toolbar = (
    <Flex gap="3" align="center" wrap="wrap">
      <SearchBox
        value={view.query}
        label={t('library.songs.searchLabel')}
        placeholder={t('library.songs.searchPlaceholder')}
        onSearch={(query) => change({ query, artistId: '', artistName: '' }, view.query !== '' && query !== '')}
      />
      {view.artistId && (
        <Badge size="2" variant="soft">
          {t('library.songs.byArtist', { artist: view.artistName || view.artistId })}
        </Badge>
      )}
      {filtered && (
        <IconButton variant="ghost" color="gray" aria-label={t('library.songs.clearFilter')} onClick={() => change({ query: '', artistId: '', artistName: '' })}>
          <Cross2Icon />
        </IconButton>
      )}
      {minimum === 0 && (
        <Text size="2" color="gray" aria-live="polite">
          {current && list.songs.length > 0 ? t('library.songCount', { count: list.songs.length }) : ''}
        </Text>
      )}
      <RatingFilter list="songs" shown={shown.length} total={list.songs.length} noun="songs" loadedOnly={!current || !list.complete || list.partial} />
      {current && list.status === 'loading' && list.songs.length > 0 && <Spinner aria-label={t('library.songs.loadingMore')} />}
    </Flex>
  )

  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="4">
        {t('library.songs.title')}
      </Heading>
      {!current || list.status === 'idle' || (list.status === 'loading' && list.songs.length === 0) ? (
        <>
          {toolbar}
          <ScreenSkeleton />
        </>
      ) : list.status === 'failed' ? (
        <>
          {toolbar}
          <LoadError message={t('library.songs.failed')} onRetry={() => retry({ list: 'songs' })} />
        </>
      ) : list.songs.length === 0 ? (
        <>
          {toolbar}
          <EmptyState title={filtered ? t('library.songs.noMatch') : t('library.songs.empty')} {...(filtered ? { hint: t('library.songs.noMatchHint') } : {})} />
        </>
      ) : (
        <>
          {list.partial && <PartialNotice onRetry={() => retry({ list: 'moreSongs' })} />}
          <SongTable tableId="songs" label={t('library.songs.title')} songs={shown} defaultColumns={DEFAULT_SONG_COLUMNS.songs} paged toolbar={toolbar} partial={list.partial} ratingFiltered={minimum > 0} />
        </>
      )}
    </Box>
  )
}
