import { ReloadIcon } from '@radix-ui/react-icons'
import { KeptNotice } from '../../offline/KeptNotice'
import { Box, Flex, Heading, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { $coverArtUrl } from '../../../model/library/cover-art'
import { PAGE_COVER_SIZE } from '../../../model/library/cover-sizes'
import type { PlaylistDetails } from '../../../model/library/playlists-list'
import { playlistPage } from '../../../model/library/playlists-list'
import { useRunCommand } from '../../commands/use-command'
import { formatDuration } from '../../format/duration'
import { EmptyState, LoadError, ScreenSkeleton } from '../../library/LoadState'
import { PlayButtons } from '../../library/PlayButtons'
import { RatingFilter, useRatingFilter } from '../../library/RatingFilter'
import { withMinimumRating } from '../../../model/library/rating-filter'
import { PlaylistReorderHint } from '../../playlists/PlaylistReorderHint'
import { DEFAULT_SONG_COLUMNS } from '../../table/song-columns'
import { SongTable } from '../../table/SongTable'
import { PlaylistOptions } from './PlaylistOptions'
import { OfflineToggle } from '../../offline/OfflineToggle'

/** Playlist page: headline, song count, duration, play, shuffle, options, refresh, empty message; a rating filter (no reordering while it filters). */
export function PlaylistScreen() {
  const { t } = useTranslation()
  const { playlistId = '' } = useParams()
  const [state, coverUrl] = useUnit([playlistPage.$state, $coverArtUrl])
  const play = useRunCommand('playlists.play')
  const reload = useRunCommand('playlists.reload')
  const move = useRunCommand('playlists.moveSongs')
  // The page asks for the playlist its address names; Refresh and Try again run playlists.reload.
  const minimum = useRatingFilter('playlist')
  // While the same playlist loads again (after an edit, Refresh), its last data stays on screen:
  // a skeleton in between would take the table away, and the focus in it to the body.
  const [lastReady, setLastReady] = useState<{ readonly id: string; readonly data: PlaylistDetails } | null>(null)
  if (state.status === 'ready' && state.key === playlistId && lastReady?.data !== state.data) setLastReady({ id: playlistId, data: state.data })
  const reloading = state.status === 'loading' && state.key === playlistId && lastReady?.id === playlistId
  const playlist = state.status === 'ready' && state.key === playlistId ? state.data : reloading ? lastReady.data : undefined
  const all = playlist?.songs
  const shown = useMemo(() => withMinimumRating(all ?? [], minimum), [all, minimum])
  if (state.status === 'failed' && state.key === playlistId) return <LoadError message={t('library.playlist.failed')} onRetry={() => reload({ playlistId })} />
  if (!playlist) return <ScreenSkeleton />
  return (
    <Box p="5">
      {state.status === 'ready' && state.kept && <KeptNotice text="keptPage" />}
      <Flex gap="5" align="end" mb="5" wrap="wrap">
        <img src={coverUrl(playlist.coverArt, PAGE_COVER_SIZE)} alt="" width={180} height={180} style={{ borderRadius: 'var(--radius-4)', objectFit: 'cover', background: 'var(--gray-a3)' }} />
        {/* Beside the cover while 20rem fit there: a download's status wraps inside, not below the cover. */}
        <Flex direction="column" gap="2" style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Text size="1" weight="bold" color="gray">
            {playlist.isPublic ? t('library.playlists.public') : t('library.playlists.private')}
          </Text>
          <Heading as="h1" size="8">
            {playlist.name}
          </Heading>
          {playlist.comment && <Text color="gray">{playlist.comment}</Text>}
          <Text color="gray">
            {t('library.songCount', { count: playlist.songCount })} · {formatDuration(playlist.duration)}
          </Text>
          <Flex gap="3" mt="2" align="center" wrap="wrap">
            <PlayButtons
              disabled={playlist.songs.length === 0}
              onPlay={() => play({ songs: playlist.songs, shuffle: false })}
              onShuffle={() => play({ songs: playlist.songs, shuffle: true })}
            />
            <PlaylistOptions playlist={playlist} />
            <IconButton variant="ghost" color="gray" aria-label={t('library.playlist.refresh')} onClick={() => reload({ playlistId })}>
              <ReloadIcon />
            </IconButton>
            <OfflineToggle kind="playlist" id={playlist.id} />
          </Flex>
        </Flex>
      </Flex>
      {playlist.songs.length === 0 ? (
        <EmptyState title={t('library.playlist.empty')} hint={t('library.playlist.emptyHint')} />
      ) : (
        <SongTable
          tableId="playlist"
          label={t('library.playlist.songs', { name: playlist.name })}
          songs={shown}
          defaultColumns={DEFAULT_SONG_COLUMNS.playlist}
          ratingFiltered={minimum > 0}
          // Rows are moved by their place in the playlist: not while a filter hides some.
          {...(minimum === 0 ? { onRowsMoved: move } : {})}
          toolbar={
            <Flex gap="3" align="center" wrap="wrap">
              <RatingFilter list="playlist" shown={shown.length} total={playlist.songs.length} noun="songs" loadedOnly={false} />
              {minimum === 0 && <PlaylistReorderHint playlistId={playlist.id} />}
            </Flex>
          }
        />
      )}
    </Box>
  )
}
