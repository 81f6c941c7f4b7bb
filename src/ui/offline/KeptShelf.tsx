import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { keptAlbumSummary } from '../../model/offline/kept-details'
import { $keptAlbums, $keptLibrary, $keptPlaylists } from '../../model/offline/kept-library'
import { AlbumScroller } from '../library/AlbumScroller'
import { RouteLink } from '../table/RouteLink'

/**
 * The albums and playlists kept offline (whole: nothing half-kept is shown): Home while the server
 * cannot be reached, and the "Available offline" page. `level`: the heading level of its parts.
 */
export function KeptShelf({ level }: { level: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const [albums, playlists, library] = useUnit([$keptAlbums, $keptPlaylists, $keptLibrary])
  const summaries = useMemo(() => albums.map(keptAlbumSummary), [albums])
  const albumsId = useId()
  const playlistsId = useId()
  if (library === null) return null
  if (albums.length === 0 && playlists.length === 0) return <Text color="gray">{t('offlineLibrary.empty')}</Text>
  return (
    <>
      {summaries.length > 0 && (
        <Box asChild mb="5">
          <section aria-labelledby={albumsId}>
            <Heading as={level} size="4" mb="3" id={albumsId}>
              {t('offlineLibrary.albums')}
            </Heading>
            <AlbumScroller albums={summaries} label={t('offlineLibrary.albums')} />
          </section>
        </Box>
      )}
      {playlists.length > 0 && (
        <Box asChild mb="5">
          <section aria-labelledby={playlistsId}>
            <Heading as={level} size="4" mb="3" id={playlistsId}>
              {t('offlineLibrary.playlists')}
            </Heading>
            <Flex direction="column" gap="2" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {playlists.map((playlist) => (
                  <li key={playlist.id}>
                    <RouteLink to={{ kind: 'playlist', id: playlist.id }}>{playlist.name}</RouteLink>{' '}
                    <Text color="gray" size="2">
                      {t('offlineLibrary.songs', { count: playlist.songs.length })}
                    </Text>
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
