import { MixerHorizontalIcon } from '@radix-ui/react-icons'
import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { albumLinks } from '../../../model/library/album-filters'
import type { ArtistDetails } from '../../../model/library/artist-page'
import { artistAbout, artistPage, artistTopSongs } from '../../../model/library/artist-page'
import { commandRequested } from '../../../commands/registry'
import { useRunCommand } from '../../commands/use-command'
import { artistPageShown } from '../../../model/library/open-artist'
import { releaseGroups } from '../../../model/library/release-groups'
import { $coverArtUrl } from '../../../model/library/cover-art'
import { songsViewSearch } from '../../../model/library/songs-view'
import { ROUTES } from '../../../model/navigation/navigation'
import { AlbumRow } from '../../library/AlbumRow'
import { LoadError, ScreenSkeleton } from '../../library/LoadState'
import { PlayButtons } from '../../library/PlayButtons'
import { RouteLink } from '../../table/RouteLink'
import { DEFAULT_SONG_COLUMNS } from '../../table/song-columns'
import { SongTable } from '../../table/SongTable'

function Popular({ name }: { name: string }) {
  const { t } = useTranslation()
  const state = useUnit(artistTopSongs.$state)
  const id = useId()
  // Servers without getTopSongs (Supysonic) or with no data: the section is left out.
  if (state.status !== 'ready' || state.key !== name || state.data.length === 0) return null
  return (
    <Box asChild mb="6">
      <section aria-labelledby={id}>
        <Heading as="h2" size="5" mb="3" id={id}>
          {t('library.artist.popular')}
        </Heading>
        <SongTable tableId="artistTop" label={t('library.artist.popular')} songs={state.data} defaultColumns={DEFAULT_SONG_COLUMNS.artistTop} />
      </section>
    </Box>
  )
}

function Related({ artistId }: { artistId: string }) {
  const { t } = useTranslation()
  const state = useUnit(artistAbout.$state)
  const id = useId()
  if (state.status !== 'ready' || state.key !== artistId) return null
  const { related, biography } = state.data
  return (
    <>
      {biography && (
        <Text as="p" size="2" color="gray" mb="5" style={{ maxWidth: '48rem' }}>
          {biography}
        </Text>
      )}
      {related.length > 0 && (
        <Box asChild mb="6">
          <section aria-labelledby={id}>
            <Heading as="h2" size="5" mb="3" id={id}>
              {t('library.artist.related')}
            </Heading>
            <Flex gap="4" wrap="wrap" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {related.map((artist) => (
                  <li key={artist.id}>
                    <RouteLink to={{ kind: 'artist', id: artist.id }}>{artist.name}</RouteLink>
                  </li>
                ))}
              </ul>
            </Flex>
          </section>
        </Box>
      )}
    </>
  )
}

/**
 * The artist's releases: one row per release type (Albums, EPs, Singles, Live, Compilations…)
 * where the server tags them (OpenSubsonic `releaseTypes`), else one row of recent albums as for
 * every server without them.
 */
function Releases({ albums }: { albums: ArtistDetails['albums'] }) {
  const { t } = useTranslation()
  const groups = releaseGroups(albums)
  if (!groups) return <AlbumRow title={t('library.artist.recentAlbums')} albums={albums} />
  return (
    <>
      {groups.map((row) => (
        <AlbumRow key={row.group} title={t(`releases.groups.${row.group}`)} albums={row.albums} />
      ))}
    </>
  )
}

/** Artist page: headline, artist radio, album count, Popular, Recent albums, Related artists. */
export function ArtistScreen() {
  const { t } = useTranslation()
  const { artistId = '' } = useParams()
  const [state, coverUrl, run, shown] = useUnit([
    artistPage.$state,
    $coverArtUrl,
    commandRequested,
    artistPageShown,
  ])
  const retry = useRunCommand('library.retryPage')
  // The page asks for the artist its address names.
  // The open artist is what the radio commands act on from the keyboard and the palette.
  useEffect(() => {
    shown(artistId)
    return () => {
      shown(null)
    }
  }, [artistId, shown])
  if (state.status === 'failed' && state.key === artistId) return <LoadError message={t('library.artist.failed')} onRetry={() => retry({ page: { kind: 'artist', artistId } })} />
  const artist = state.status === 'ready' && state.key === artistId ? state.data : undefined
  if (!artist) return <ScreenSkeleton />
  const cover = artist.coverArt ?? artist.albums[0]?.coverArt
  return (
    <Box p="5">
      <Flex gap="5" align="end" mb="5" wrap="wrap">
        <img src={coverUrl(cover, 300)} alt="" width={180} height={180} style={{ borderRadius: '50%', objectFit: 'cover', background: 'var(--gray-a3)' }} />
        <Flex direction="column" gap="2">
          <Text size="1" weight="bold" color="gray">
            {t('library.artist.kind')}
          </Text>
          <Heading as="h1" size="8">
            {artist.name}
          </Heading>
          <Text color="gray">
            {t('library.albumCount', { count: artist.albumCount })}
            {' · '}
            <RouteLink to={{ kind: 'path', path: `${ROUTES.songs}?${songsViewSearch({ query: '', artistId: artist.id, artistName: artist.name })}` }}>
              {t('library.artist.allSongs')}
            </RouteLink>
            {' · '}
            <RouteLink to={{ kind: 'path', path: albumLinks.discography(artist.id, artist.name) }}>{t('library.album.discography')}</RouteLink>
          </Text>
          <Flex gap="3" mt="2">
            <PlayButtons
              playLabel={t('library.artist.radio')}
              shuffleLabel={t('library.artist.shuffleRadio')}
              onPlay={() => run({ id: 'library.playArtistRadio', payload: { artistId: artist.id, name: artist.name } })}
              onShuffle={() => run({ id: 'library.shuffleArtistRadio', payload: { artistId: artist.id, name: artist.name } })}
            />
            <Button variant="soft" onClick={() => run({ id: 'library.mix.artistMix', payload: { artistId: artist.id } })}>
              <MixerHorizontalIcon aria-hidden />
              {t('mix.artistMix')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
      <Popular name={artist.name} />
      <Releases albums={artist.albums} />
      <Related artistId={artist.id} />
    </Box>
  )
}
