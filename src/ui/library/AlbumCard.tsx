import { DotsHorizontalIcon, PlayIcon } from '@radix-ui/react-icons'
import { Box, IconButton, Text } from '@radix-ui/themes'
import { useStoreMap, useUnit } from 'effector-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { commandRequested } from '../../commands/registry'
import type { AlbumSummary } from '../../model/library/album-summary'
import { $coverArtUrl } from '../../model/library/cover-art'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $commandTarget, commandTargetChanged } from '../../model/targets/command-target'
import './album-card.css'

const AlbumCardMenu = lazy(() => import('./AlbumCardMenu').then((m) => ({ default: m.AlbumCardMenu })))

/**
 * A cover with the album's name and artist; a real link to the album page. While it (or its Play
 * button) has focus the album is the command target (Shift+P plays it); its menu passes the album
 * itself. On hover and focus the cover shows Play (the album from its first song) and a menu button
 * (the same menu, for keyboard and mouse). Keys 1–5 and 0 rate the focused card's album where albums are rated. The menu's code loads when first opened (AlbumCardMenu).
 */
export function AlbumCard({ album }: { album: AlbumSummary }) {
  const { t } = useTexts()
  const [coverUrl, navigate, setTarget, request] = useUnit([$coverArtUrl, navigated, commandTargetChanged, commandRequested])
  // Whether this card's album is the target, not the target itself: a card focused re-renders
  // itself and the card it takes over from, not every card of the grid.
  const isTarget = useStoreMap({ store: $commandTarget, keys: [album.id], fn: (current, [id]) => current?.kind === 'album' && current.id === id })
  const latestIsTarget = useRef(isTarget)
  useEffect(() => {
    latestIsTarget.current = isTarget
  })
  const path = ROUTES.album(album.id)
  const target = () => setTarget({ kind: 'album', id: album.id, name: album.name })
  // The card is the target while it has focus only: Shift+P never plays an album you left.
  const untarget = () => {
    if (latestIsTarget.current) setTarget(null)
  }
  const [menuAt, setMenuAt] = useState<{ x: number; y: number; focusCard?: boolean } | null>(null)
  const link = useRef<HTMLAnchorElement>(null)
  const openMenuFrom = (button: HTMLElement) => {
    const box = button.getBoundingClientRect()
    const at = { x: box.left, y: box.bottom }
    target()
    // Once loaded, the menu opens on the card's own contextmenu event, as a right click does.
    if (menuAt) link.current?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y }))
    else setMenuAt(at)
  }
  const card = (
    // Named by its visible text, the album's name then its artist (axe: label-content-name-mismatch);
    // the rule below cannot see text inside <Text>.
    // oxlint-disable-next-line jsx-a11y/control-has-associated-label
    <a
      ref={link}
      className="album-card"
      href={path}
      onFocus={target}
      onBlur={untarget}
      onContextMenu={(event) => {
        target()
        if (menuAt) return
        event.preventDefault()
        // The card is drawn anew inside the menu's trigger: a card that had focus (Shift+F10) keeps it.
        setMenuAt({ x: event.clientX, y: event.clientY, focusCard: document.activeElement === event.currentTarget })
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
  return (
    <div className="album-card-frame" data-key-context="album">
      {menuAt ? (
        <Suspense fallback={card}>
          <AlbumCardMenu albumId={album.id} rating={album.userRating} openAt={menuAt}>{card}</AlbumCardMenu>
        </Suspense>
      ) : (
        card
      )}
      <div className="album-card-actions">
        <IconButton
          radius="full"
          size="3"
          aria-label={t('albumRows.play', { album: album.name })}
          onFocus={target}
          onBlur={untarget}
          onClick={() => {
            target()
            request({ id: 'library.playAlbum', payload: { albumId: album.id } })
          }}
        >
          <PlayIcon width="20" height="20" />
        </IconButton>
        <IconButton radius="full" size="2" variant="surface" aria-label={t('albumRows.more', { album: album.name })} aria-haspopup="menu" onClick={(event) => openMenuFrom(event.currentTarget)}>
          <DotsHorizontalIcon />
        </IconButton>
      </div>
    </div>
  )
}
