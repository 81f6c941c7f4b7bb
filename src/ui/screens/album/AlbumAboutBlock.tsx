import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { albumAbout } from '../../../model/library/album-page'
import { ExternalLink } from '../../links/ExternalLink'

/** About block (getAlbumInfo2): notes as text and links to Last.fm and MusicBrainz; left out when the server has none. */
export function AlbumAboutBlock({ albumId }: { albumId: string }) {
  const { t } = useTranslation()
  const state = useUnit(albumAbout.$state)
  const id = useId()
  if (state.status !== 'ready' || state.key !== albumId) return null
  const { notes, lastFmUrl, musicBrainzUrl } = state.data
  if (!notes && !lastFmUrl && !musicBrainzUrl) return null
  return (
    <Box asChild mb="5" style={{ maxWidth: '48rem' }}>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" mb="2" id={id}>
          {t('library.album.about')}
        </Heading>
        {notes && (
          <Text as="p" size="2" color="gray" mb="2" style={{ whiteSpace: 'pre-line' }}>
            {notes}
          </Text>
        )}
        <Flex gap="4">
          {lastFmUrl && <ExternalLink href={lastFmUrl}>{t('library.album.lastFm')}</ExternalLink>}
          {musicBrainzUrl && <ExternalLink href={musicBrainzUrl}>{t('library.album.musicBrainz')}</ExternalLink>}
        </Flex>
      </section>
    </Box>
  )
}
