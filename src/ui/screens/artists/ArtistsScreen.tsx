import { Box, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { ArtistSummary } from '../../../model/library/artists-list'
import { artistsList } from '../../../model/library/artists-list'
import { useRunCommand } from '../../commands/use-command'
import { formatCount } from '../../format/numbers'
import { EmptyState, LoadError, ScreenSkeleton } from '../../library/LoadState'
import type { ColumnDef } from '../../table/column'
import { DataTable } from '../../table/DataTable'
import { RouteLink } from '../../table/RouteLink'
import { useMainScroller } from '../../table/SongTable'

const COLUMNS: readonly ColumnDef<ArtistSummary>[] = [
  { id: 'name', header: 'table.column.name', alwaysShown: true, cell: (a) => <RouteLink to={{ kind: 'artist', id: a.id }}>{a.name}</RouteLink>, sortValue: (a) => a.name },
  { id: 'albumCount', header: 'table.column.albumCount', width: '8rem', align: 'end', cell: (a, c) => formatCount(a.albumCount, c.language), sortValue: (a) => a.albumCount },
]
const DEFAULT_COLUMNS = ['name', 'albumCount']
const artistKey = (artist: ArtistSummary) => artist.id
const artistLabel = (artist: ArtistSummary) => artist.name

/** Artist list: every artist with its album count, virtualised; Enter opens one. */
export function ArtistsScreen() {
  const { t } = useTranslation()
  const state = useUnit(artistsList.$state)
  const retry = useRunCommand('library.retryPage')
  const openArtist = useRunCommand('library.openArtist')
  const scrollParent = useMainScroller()
  // The route layer asks with the navigation (src/ui/router/route-gate.ts); the model asks again
  // as the screen opens only when nothing is under way or answered (artists-list.ts).
  const open = useCallback((rows: readonly ArtistSummary[], index: number) => {
    const artist = rows[index]
    if (artist) openArtist({ artistId: artist.id })
  }, [openArtist])
  if (state.status === 'failed') return <LoadError message={t('library.artists.failed')} onRetry={() => retry({ page: { kind: 'artists' } })} />
  if (state.status !== 'ready') return <ScreenSkeleton />
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="4">
        {t('library.artists.title')}
      </Heading>
      {state.data.length === 0 ? (
        <EmptyState title={t('library.artists.empty')} />
      ) : (
        <DataTable<ArtistSummary>
          tableId="artists"
          label={t('library.artists.title')}
          rows={state.data}
          rowKey={artistKey}
          rowLabel={artistLabel}
          columns={COLUMNS}
          defaultColumns={DEFAULT_COLUMNS}
          onActivate={open}
          scrollParent={scrollParent}
          toolbar={
            <Text size="2" color="gray">
              {t('library.artists.count', { count: state.data.length })}
            </Text>
          }
        />
      )}
    </Box>
  )
}
