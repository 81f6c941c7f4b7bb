import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { useTexts } from '../../i18n/use-texts'
import { useStoreMap, useUnit } from 'effector-react'
import { $reachability } from '../../../model/connectivity/reachability'
import type { HomeSectionId } from '../../../model/home/home-sections'
import { $homeSections } from '../../../model/home/home-sections'
import { AlbumScroller } from '../../library/AlbumScroller'
import { SeeAllLink } from '../../library/SeeAllLink'

/**
 * One Home row: a heading with "See all" (the Albums list with the row's filter) and a
 * horizontally scrolling row of album cards, with its own loading state.
 */
export function HomeSection({ id, title, seeAll }: { id: HomeSectionId; title: string; seeAll: string }) {
  const { t } = useTexts()
  // Only this row's state: a row that arrives re-renders its own section, not the others.
  const { status, albums } = useStoreMap({ store: $homeSections, keys: [id], fn: (sections, [row]) => sections[row] })
  const unreachable = useUnit($reachability) === 'unreachable'
  const headingId = `home-${id}`
  return (
    <Box asChild mb="6">
      <section aria-labelledby={headingId} aria-busy={status === 'loading'}>
        <Flex align="baseline" justify="between" gap="3" mb="3">
          <Heading as="h2" size="5" id={headingId}>
            {title}
          </Heading>
          <SeeAllLink path={seeAll} of={title} />
        </Flex>
        {status === 'loading' && albums.length === 0 && (
          <Flex gap="4">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} width="10rem" height="12.5rem" />
            ))}
          </Flex>
        )}
        {status === 'failed' && (unreachable ? <Text color="gray">{t('offlineLibrary.rowUnreachable')}</Text> : <Text color="red">{t('home.failed')}</Text>)}
        {status === 'ready' && albums.length === 0 && <Text color="gray">{t('home.empty')}</Text>}
        {albums.length > 0 && <AlbumScroller albums={albums} label={title} />}
      </section>
    </Box>
  )
}
