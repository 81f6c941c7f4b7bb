import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import type { Store } from 'effector'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import type { SectionState } from '../../../model/home/home-sections'
import { AlbumCard } from '../../library/AlbumCard'

/** One Home row: a heading and a horizontal list of album cards, with its own loading state. */
export function HomeSection({ id, title, state }: { id: string; title: string; state: Store<SectionState> }) {
  const { t } = useTranslation()
  const { status, albums } = useUnit(state)
  const headingId = `home-${id}`
  return (
    <Box asChild mb="6">
      <section aria-labelledby={headingId} aria-busy={status === 'loading'}>
        <Heading as="h2" size="5" mb="3" id={headingId}>
          {title}
        </Heading>
        {status === 'loading' && albums.length === 0 && (
          <Flex gap="4">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width="10rem" height="12.5rem" />
            ))}
          </Flex>
        )}
        {status === 'failed' && <Text color="red">{t('home.failed')}</Text>}
        {status === 'ready' && albums.length === 0 && <Text color="gray">{t('home.empty')}</Text>}
        {albums.length > 0 && (
          <ul className="album-row" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {albums.map((album) => (
              <li key={album.id}>
                <AlbumCard album={album} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Box>
  )
}
