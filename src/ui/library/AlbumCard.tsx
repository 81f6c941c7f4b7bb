import { Box, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { AlbumSummary } from '../../model/library/album-summary'
import { $coverArtUrl } from '../../model/library/cover-art'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import './album-card.css'

/** A cover with the album's name and artist; a real link to the album page. */
export function AlbumCard({ album }: { album: AlbumSummary }) {
  const [coverUrl, navigate] = useUnit([$coverArtUrl, navigated])
  const path = ROUTES.album(album.id)
  return (
    // Named by its visible text, the album's name then its artist (axe: label-content-name-mismatch);
    // the rule below cannot see text inside <Text>.
    // oxlint-disable-next-line jsx-a11y/control-has-associated-label
    <a
      className="album-card"
      href={path}
      onClick={(event) => {
        event.preventDefault()
        navigate(path)
      }}
    >
      <img className="album-card-cover" src={coverUrl(album.coverArt)} alt="" loading="lazy" decoding="async" width={160} height={160} />
      <Box pt="2">
        <Text as="div" size="2" weight="medium" truncate>
          {album.name}
        </Text>
        <Text as="div" size="1" color="gray" truncate>
          {album.artist}
        </Text>
      </Box>
    </a>
  )
}
