import { CheckIcon } from '@radix-ui/react-icons'
import { Box, Heading } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaylistSummary } from '../../../model/playlists/playlist-calls'
import { $playlists, $playlistsStatus } from '../../../model/playlists/playlists'
import { useRunCommand } from '../../commands/use-command'
import { formatDuration } from '../../format/duration'
import { formatCount } from '../../format/numbers'
import { EmptyState, LoadError, ScreenSkeleton } from '../../library/LoadState'
import type { ColumnDef } from '../../table/column'
import { DataTable } from '../../table/DataTable'
import { RouteLink } from '../../table/RouteLink'
import { useMainScroller } from '../../table/SongTable'

const COLUMNS: readonly ColumnDef<PlaylistSummary>[] = [
  { id: 'name', header: 'table.column.name', alwaysShown: true, cell: (p) => <RouteLink to={{ kind: 'playlist', id: p.id }}>{p.name}</RouteLink>, sortValue: (p) => p.name },
  { id: 'songCount', header: 'table.column.songCount', width: '7rem', align: 'end', cell: (p, c) => formatCount(p.songCount, c.language), sortValue: (p) => p.songCount },
  { id: 'duration', header: 'table.column.duration', width: '7rem', align: 'end', cell: (p) => formatDuration(p.duration), sortValue: (p) => p.duration },
  {
    id: 'public',
    header: 'table.column.public',
    width: '6rem',
    cell: (p, c) => (p.isPublic ? <CheckIcon role="img" aria-label={c.t('library.playlists.public')} /> : <span className="visually-hidden">{c.t('library.playlists.private')}</span>),
    sortValue: (p) => (p.isPublic ? 1 : 0),
  },
  { id: 'comment', header: 'table.column.comment', width: '30%', cell: (p) => p.comment, sortValue: (p) => p.comment },
]
const DEFAULT_COLUMNS = ['name', 'songCount', 'duration', 'public']
const playlistKey = (playlist: PlaylistSummary) => playlist.id
const playlistLabel = (playlist: PlaylistSummary) => playlist.name

/** Playlist list: name, song count, duration, public; Enter opens one. */
export function PlaylistsScreen() {
  const { t } = useTranslation()
  const [playlists, status] = useUnit([$playlists, $playlistsStatus])
  const refresh = useRunCommand('playlists.refresh')
  const openPlaylist = useRunCommand('playlists.open')
  const scrollParent = useMainScroller()
  useEffect(() => {
    refresh()
  }, [refresh])
  const open = useCallback(
    (rows: readonly PlaylistSummary[], index: number) => {
      const playlist = rows[index]
      if (playlist) openPlaylist({ playlistId: playlist.id })
    },
    [openPlaylist],
  )
  if (status === 'failed') return <LoadError message={t('library.playlists.failed')} onRetry={() => refresh()} />
  if (status !== 'ready') return <ScreenSkeleton />
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="4">
        {t('library.playlists.title')}
      </Heading>
      {playlists.length === 0 ? (
        <EmptyState title={t('library.playlists.empty')} hint={t('library.playlists.emptyHint')} />
      ) : (
        <DataTable<PlaylistSummary>
          tableId="playlists"
          label={t('library.playlists.title')}
          rows={playlists}
          rowKey={playlistKey}
          rowLabel={playlistLabel}
          columns={COLUMNS}
          defaultColumns={DEFAULT_COLUMNS}
          onActivate={open}
          scrollParent={scrollParent}
        />
      )}
    </Box>
  )
}
