import { Flex, Skeleton } from '@radix-ui/themes'
import { VirtuosoGrid } from 'react-virtuoso'
import type { AlbumSummary } from '../../model/library/album-summary'
import { MountInBackground } from '../layout/MountInBackground'
import { useMainScroller } from '../table/SongTable'
import type { AlbumCardShared } from './AlbumCard'
import { AlbumCardView, useAlbumCardShared } from './AlbumCard'
import './album-card.css'

export function AlbumGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <Flex gap="4" wrap="wrap" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} width="10rem" height="12.5rem" />
      ))}
    </Flex>
  )
}

const renderAlbum = (_: number, album: AlbumSummary, shared: AlbumCardShared) => <AlbumCardView album={album} shared={shared} />

/** Albums as a virtualised grid of cards scrolling with the page; `onEndReached` loads more. */
export function AlbumGrid({ albums, label, onEndReached }: { albums: readonly AlbumSummary[]; label: string; onEndReached?: () => void }) {
  const scrollParent = useMainScroller()
  const shared = useAlbumCardShared()
  return (
    <section aria-label={label}>
      <MountInBackground fallback={<AlbumGridSkeleton />}>
        <VirtuosoGrid
          data={albums}
          listClassName="album-grid"
          computeItemKey={(_, album) => album.id}
          itemContent={renderAlbum}
          context={shared}
          increaseViewportBy={600}
          {...(onEndReached ? { endReached: onEndReached } : {})}
          {...(scrollParent ? { customScrollParent: scrollParent } : { style: { height: '70vh' } })}
        />
      </MountInBackground>
    </section>
  )
}
