import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { albumLinks } from '../../../model/library/album-filters'
import { songsLink } from '../../../model/library/songs-view'
import { searchPage } from '../../../model/search/search-page'
import { useRunCommand } from '../../commands/use-command'
import { AlbumRow } from '../../library/AlbumRow'
import { EmptyState, LoadError, ScreenSkeleton } from '../../library/LoadState'
import { SearchBox } from '../../library/SearchBox'
import { SeeAllLink } from '../../library/SeeAllLink'
import { RouteLink } from '../../table/RouteLink'
import { DEFAULT_SONG_COLUMNS } from '../../table/song-columns'
import { SongTable } from '../../table/SongTable'

/** Search page (/search?query=…): artists, albums and songs from search3; the address holds the query. */
export function SearchScreen() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const query = params.get('query') ?? ''
  const state = useUnit(searchPage.$state)
  const retry = useRunCommand('library.retryPage')
  const artistsId = useId()
  // The route asks for the results of the query the address holds (src/ui/router/page-requests.ts).
  const results = state.status === 'ready' && state.key === query ? state.data : undefined
  const nothing = results && results.artists.length + results.albums.length + results.songs.length === 0
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="4">
        {t('library.search.title')}
      </Heading>
      <Box mb="5">
        <SearchBox
          value={query}
          label={t('library.search.label')}
          placeholder={t('library.search.placeholder')}
          onSearch={(next) => setParams(next ? { query: next } : {}, { replace: query !== '' && next !== '' })}
        />
      </Box>
      {query === '' && <Text color="gray">{t('library.search.prompt')}</Text>}
      {query !== '' && state.status === 'failed' && state.key === query && <LoadError message={t('library.search.failed')} onRetry={() => retry({ page: { kind: 'search', query } })} />}
      {query !== '' && !results && state.status !== 'failed' && <ScreenSkeleton />}
      {nothing && <EmptyState title={t('library.search.nothing', { query })} hint={t('library.search.nothingHint')} />}
      {results && results.artists.length > 0 && (
        <Box asChild mb="6">
          <section aria-labelledby={artistsId}>
            <Heading as="h2" size="5" mb="3" id={artistsId}>
              {t('library.search.artists')}
            </Heading>
            <Flex gap="4" wrap="wrap" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {results.artists.map((artist) => (
                  <li key={artist.id}>
                    <RouteLink to={{ kind: 'artist', id: artist.id }}>{artist.name}</RouteLink>
                  </li>
                ))}
              </ul>
            </Flex>
          </section>
        </Box>
      )}
      {results && <AlbumRow title={t('library.search.albums')} albums={results.albums} seeAll={albumLinks.search(query)} />}
      {results && results.songs.length > 0 && (
        <section aria-label={t('library.search.songs')}>
          <Flex align="baseline" justify="between" gap="3" mb="3">
            <Heading as="h2" size="5">
              {t('library.search.songs')}
            </Heading>
            <SeeAllLink path={songsLink({ query })} of={t('library.search.songs')} />
          </Flex>
          <SongTable tableId="search" label={t('library.search.songs')} songs={results.songs} defaultColumns={DEFAULT_SONG_COLUMNS.search} />
        </section>
      )}
    </Box>
  )
}
