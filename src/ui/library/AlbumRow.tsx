import { Box, Flex, Heading } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useId } from 'react'
import type { AlbumSummary } from '../../model/library/album-summary'
import { AlbumScroller } from './AlbumScroller'
import { SeeAllLink } from './SeeAllLink'

/** A titled horizontal row of album cards (More from the artist, Recent albums…), with "See all" when there is more. */
export function AlbumRow({ title, albums, action, seeAll }: { title: string; albums: readonly AlbumSummary[]; action?: ReactNode; seeAll?: string }) {
  const id = useId()
  if (albums.length === 0) return null
  return (
    <Box asChild mb="6">
      <section aria-labelledby={id}>
        <Flex align="baseline" justify="between" gap="3" mb="3">
          <Heading as="h2" size="5" id={id}>
            {title}
          </Heading>
          {seeAll && <SeeAllLink path={seeAll} of={title} />}
        </Flex>
        <AlbumScroller albums={albums} label={title} />
        {action && <Box mt="2">{action}</Box>}
      </section>
    </Box>
  )
}
