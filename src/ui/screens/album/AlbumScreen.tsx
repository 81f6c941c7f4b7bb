import { KeptNotice } from '../../offline/KeptNotice'
import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { albumLinks } from '../../../model/library/album-filters'
import { albumMoreFromArtist, albumMoreFromGenre, albumPage } from '../../../model/library/album-page'
import { $coverArtUrl } from '../../../model/library/cover-art'
import { PAGE_COVER_SIZE } from '../../../model/library/cover-sizes'
import { albumPageShown } from '../../../model/library/open-album'
import { dataOf } from '../../../model/library/resource'
import { useRunCommand } from '../../commands/use-command'
import { formatDuration } from '../../format/duration'
import { AlbumRow } from '../../library/AlbumRow'
import { LoadError, ScreenSkeleton } from '../../library/LoadState'
import { ArtistLinks } from '../../links/ArtistLinks'
import { albumHeadline } from '../../../model/library/album-credits'
import { AlbumCredits } from './AlbumCredits'
import { AlbumBadges } from '../../library/ReleaseBadges'
import { RouteLink } from '../../table/RouteLink'
import { AlbumAboutBlock } from './AlbumAboutBlock'
import { AlbumActions } from './AlbumActions'
import { AlbumSongs } from './AlbumSongs'

/** Album page: headline, like, About, songs per disc, more from the artist and the genre. */
export function AlbumScreen() {
  const { t } = useTranslation()
  const { albumId = '' } = useParams()
  const [state, coverUrl] = useUnit([albumPage.$state, $coverArtUrl])
  const retry = useRunCommand('library.retryPage')
  const [fromArtist, fromGenre] = useUnit([albumMoreFromArtist.$state, albumMoreFromGenre.$state])
  const shown = useUnit(albumPageShown)
  // The route layer asks for the album with the navigation (src/ui/router/route-gate.ts); the
  // model asks again for the opened page only when that album was not the last asked for.
  // The open album is what album commands act on from the keyboard and the palette, while open.
  useEffect(() => {
    shown(albumId)
    return () => {
      shown(null)
    }
  }, [albumId, shown])

  if (state.status === 'failed' && state.key === albumId) return <LoadError message={t('library.album.failed')} onRetry={() => retry({ page: { kind: 'album', albumId } })} />
  const album = state.status === 'ready' && state.key === albumId ? state.data : undefined
  if (!album) return <ScreenSkeleton />
  const moreFromArtist = dataOf(fromArtist) ?? []
  const moreFromGenre = dataOf(fromGenre) ?? []
  return (
    <Box p="5">
      {state.status === 'ready' && state.kept && <KeptNotice text="keptPage" />}
      {/* The headline is an album key context: keys 1–5 and 0 rate the album where albums are rated. */}
      <Flex gap="5" align="end" mb="5" wrap="wrap" data-key-context="album">
        <img src={coverUrl(album.coverArt, PAGE_COVER_SIZE)} alt={t('library.album.cover', { name: album.name })} width={200} height={200} style={{ borderRadius: 'var(--radius-4)', objectFit: 'cover', background: 'var(--gray-a3)' }} />
        {/* Beside the cover while 20rem fit there: a download's status wraps inside, not below the cover. */}
        <Flex direction="column" gap="2" style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Text size="1" weight="bold" color="gray">
            {t('library.album.kind')}
            <AlbumBadges album={album} />
          </Text>
          <Heading as="h1" size="8">
            {album.name}
          </Heading>
          <Text as="p" color="gray">
            <ArtistLinks of={albumHeadline(album)} />
            {album.year ? ` · ${album.year}` : ''}
            {album.originalYear && album.originalYear !== album.year ? ` (${t('releases.originally', { year: album.originalYear })})` : ''}
            {album.genre ? ' · ' : ''}
            {album.genre && <RouteLink to={{ kind: 'path', path: albumLinks.byGenre(album.genre) }}>{album.genre}</RouteLink>}
            {` · ${t('library.songCount', { count: album.songCount })} · ${formatDuration(album.duration)}`}
          </Text>
          <AlbumActions album={album} />
        </Flex>
      </Flex>
      <AlbumAboutBlock albumId={album.id} />
      <AlbumSongs songs={album.songs} label={t('library.album.songs', { name: album.name })} />
      <AlbumCredits songs={album.songs} />
      <AlbumRow
        title={t('library.album.moreFromArtist', { artist: album.artist })}
        albums={moreFromArtist}
        {...(album.artistId ? { action: <RouteLink to={{ kind: 'path', path: albumLinks.discography(album.artistId, album.artist) }}>{t('library.album.discography')}</RouteLink> } : {})}
      />
      {album.genre && <AlbumRow title={t('library.album.moreFromGenre', { genre: album.genre })} albums={moreFromGenre} />}
    </Box>
  )
}
