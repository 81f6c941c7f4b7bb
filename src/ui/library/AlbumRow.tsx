import { Box, Heading } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useId } from 'react'
import type { AlbumSummary } from '../../model/library/album-summary'
import { AlbumCard } from './AlbumCard'
import './album-card.css'

/** A titled horizontal row of album cards (More from the artist, Recent albums…). */
export function AlbumRow({ title, albums, action }: { title: string; albums: readonly AlbumSummary[]; action?: ReactNode }) {
  const id = useId()
  if (albums.length === 0) return null
  return (
    <Box asChild mb="6">
      <section aria-labelledby={id}>
        <Heading as="h2" size="5" mb="3" id={id}>
          {title}
        </Heading>
        <ul className="album-row" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {albums.map((album) => (
            <li key={album.id}>
              <AlbumCard album={album} />
            </li>
          ))}
        </ul>
        {action && <Box mt="2">{action}</Box>}
      </section>
    </Box>
  )
}
