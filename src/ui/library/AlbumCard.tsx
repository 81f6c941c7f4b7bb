import { Box, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { AlbumSummary } from '../../model/library/album-summary'
import { $coverArtUrl } from '../../model/library/cover-art'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $commandTarget, commandTargetChanged } from '../../model/targets/command-target'
import './album-card.css'

const AlbumCardMenu = lazy(() => import('./AlbumCardMenu').then((m) => ({ default: m.AlbumCardMenu })))

/**
 * A cover with the album's name and artist; a real link to the album page. While it has focus
 * the album is the command target (Shift+P plays it); its context menu passes the album itself.
 * The menu's code loads on the first right click (AlbumCardMenu), not with the card.
 */
export function AlbumCard({ album }: { album: AlbumSummary }) {
  const [coverUrl, navigate, setTarget, currentTarget] = useUnit([$coverArtUrl, navigated, commandTargetChanged, $commandTarget])
  const latestTarget = useRef(currentTarget)
  useEffect(() => {
    latestTarget.current = currentTarget
  })
  const path = ROUTES.album(album.id)
  const target = () => setTarget({ kind: 'album', id: album.id, name: album.name })
  // The card is the target while it has focus only: Shift+P never plays an album you left.
  const untarget = () => {
    if (latestTarget.current?.kind === 'album' && latestTarget.current.id === album.id) setTarget(null)
  }
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null)
  const card = (
    // Named by its visible text, the album's name then its artist (axe: label-content-name-mismatch);
    // the rule below cannot see text inside <Text>.
    // oxlint-disable-next-line jsx-a11y/control-has-associated-label
    <a
      className="album-card"
      href={path}
      onFocus={target}
      onBlur={untarget}
      onContextMenu={(event) => {
        target()
        if (menuAt) return
        event.preventDefault()
        setMenuAt({ x: event.clientX, y: event.clientY })
      }}
      onClick={(event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return
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
          {album.year ? ` · ${album.year}` : ''}
        </Text>
      </Box>
    </a>
  )
  if (!menuAt) return card
  return (
    <Suspense fallback={card}>
      <AlbumCardMenu albumId={album.id} openAt={menuAt}>{card}</AlbumCardMenu>
    </Suspense>
  )
}
