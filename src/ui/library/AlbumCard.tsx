import { DotsHorizontalIcon, PlayIcon } from '@radix-ui/react-icons'
import type { TFunction } from 'i18next'
import { useProvidedScope, useUnit } from 'effector-react'
import { lazy, memo, Suspense, useMemo, useRef, useState } from 'react'
import type { CommandRequest } from '../../commands/registry'
import { commandRequested } from '../../commands/registry'
import type { AlbumSummary } from '../../model/library/album-summary'
import { creditText } from '../../model/library/artist-credits'
import { $coverArtUrl } from '../../model/library/cover-art'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import type { CommandTarget } from '../../model/targets/command-target'
import { $commandTarget, commandTargetChanged } from '../../model/targets/command-target'
import { useTexts } from '../i18n/use-texts'
import { preloadOnApproach } from '../router/route-preload'
import { ExplicitBadge, ReleaseBadge } from './ReleaseBadges'
import './album-card.css'

const AlbumCardMenu = lazy(() => import('./AlbumCardMenu').then((m) => ({ default: m.AlbumCardMenu })))

/** What every card of a row or grid shares (issue 13: per card, these subscriptions were most of its heap). */
export interface AlbumCardShared {
  readonly t: TFunction
  readonly coverUrl: (id: string | undefined, size?: number) => string
  readonly navigate: (path: string) => void
  readonly setTarget: (target: CommandTarget | null) => void
  readonly request: (request: CommandRequest) => void
  /** Whether album `id` is the command target now (read when a card loses focus). */
  readonly isTarget: (id: string) => boolean
}

/** Once per row or grid: the cards' texts, cover URLs and commands. */
export function useAlbumCardShared(): AlbumCardShared {
  const { t } = useTexts()
  const scope = useProvidedScope()
  const [coverUrl, navigate, setTarget, request] = useUnit([$coverArtUrl, navigated, commandTargetChanged, commandRequested])
  return useMemo(
    () => ({
      t,
      coverUrl,
      navigate,
      setTarget,
      request,
      isTarget: (id: string) => {
        const current = scope ? scope.getState($commandTarget) : $commandTarget.getState()
        return current?.kind === 'album' && current.id === id
      },
    }),
    [t, coverUrl, navigate, setTarget, request, scope],
  )
}

/** A card on its own (a row or grid shares `useAlbumCardShared` between its cards: AlbumCardView). */
export function AlbumCard({ album }: { album: AlbumSummary }) {
  return <AlbumCardView album={album} shared={useAlbumCardShared()} />
}

/**
 * A cover with the album's name and artist; a real link to the album page. While it (or its Play
 * button) has focus the album is the command target (Shift+P plays it); its menu passes the album
 * itself. On hover and focus the cover shows Play (the album from its first song) and a menu button
 * (the same menu, for keyboard and mouse). Keys 1–5 and 0 rate the focused card's album where albums are rated. The menu's code loads when first opened (AlbumCardMenu).
 */
export const AlbumCardView = memo(function AlbumCardView({ album, shared }: { album: AlbumSummary; shared: AlbumCardShared }) {
  const { t, coverUrl, navigate, setTarget, request } = shared
  const path = ROUTES.album(album.id)
  const target = () => setTarget({ kind: 'album', id: album.id, name: album.name })
  // The card is the target while it has focus only: Shift+P never plays an album you left.
  const untarget = () => {
    if (shared.isTarget(album.id)) setTarget(null)
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
    // the rule below cannot see the text inside its divs.
    // oxlint-disable-next-line jsx-a11y/control-has-associated-label
    <a
      ref={link}
      className="album-card"
      href={path}
      // The album page's code (and its model) are ready by the click: the request leaves with it.
      {...preloadOnApproach(path, target)}
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
      <div className="rt-Box rt-r-pt-2">
        <div className="rt-Text rt-r-size-2 rt-r-weight-medium rt-truncate">
          {album.name}
          {album.explicit && <ExplicitBadge label={t('releases.explicit')} />}
        </div>
        <div data-accent-color="gray" className="rt-Text rt-r-size-1 rt-truncate">
          {/* The card is one link: its artists are named here, each linked on the album's page. */}
          {album.displayArtist || album.artists ? creditText(album) : album.artist}
          {album.year ? ` · ${album.year}` : ''}
          {album.isCompilation && <ReleaseBadge>{t('releases.compilation')}</ReleaseBadge>}
        </div>
      </div>
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
        {/* Radix Themes' IconButton, as plain buttons: the same markup without its components per card. */}
        <button
          type="button"
          data-accent-color=""
          data-radius="full"
          className="rt-reset rt-BaseButton rt-r-size-3 rt-variant-solid rt-IconButton"
          aria-label={t('albumRows.play', { album: album.name })}
          onFocus={target}
          onBlur={untarget}
          onClick={() => {
            target()
            request({ id: 'library.playAlbum', payload: { albumId: album.id } })
          }}
        >
          <PlayIcon width="20" height="20" />
        </button>
        <button
          type="button"
          data-accent-color=""
          data-radius="full"
          className="rt-reset rt-BaseButton rt-r-size-2 rt-variant-surface rt-IconButton"
          aria-label={t('albumRows.more', { album: album.name })}
          aria-haspopup="menu"
          onClick={(event) => openMenuFrom(event.currentTarget)}
        >
          <DotsHorizontalIcon />
        </button>
      </div>
    </div>
  )
})
