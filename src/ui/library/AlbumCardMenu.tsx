import { ContextMenu } from '@radix-ui/themes'
import type { ReactElement } from 'react'
import { useEffect, useRef } from 'react'
import { useMenuFocusReturn } from '../layout/menu-focus-return'
import { AlbumRatingSubmenu } from './AlbumRating'
import { CommandMenuItem } from './CommandMenuItem'

/**
 * An album card's context menu: Play album, Shuffle album, Rating (where albums are rated), Open. Loaded on the first right click
 * (the menu brings Radix Menu, which first paint does not need); that click's position opens it.
 */
export function AlbumCardMenu({
  albumId,
  rating,
  openAt,
  children,
}: {
  albumId: string
  /** The album's stars, for the Rating submenu (shown where albums are rated). */
  rating?: number | undefined
  /** Where the first opening was asked; `focusCard`: the card had focus (it is drawn anew here). */
  openAt: { x: number; y: number; focusCard?: boolean }
  children: ReactElement
}) {
  const trigger = useRef<HTMLSpanElement>(null)
  const focusReturn = useMenuFocusReturn()
  useEffect(() => {
    const card = trigger.current?.firstElementChild
    if (openAt.focusCard && card instanceof HTMLElement) card.focus({ preventScroll: true })
    card?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: openAt.x, clientY: openAt.y }))
  }, [openAt])
  return (
    <ContextMenu.Root modal={false} onOpenChange={focusReturn.onOpenChange}>
      <ContextMenu.Trigger>
        <span ref={trigger} style={{ display: 'contents' }}>
          {children}
        </span>
      </ContextMenu.Trigger>
      <ContextMenu.Content onCloseAutoFocus={focusReturn.onCloseAutoFocus}>
        <CommandMenuItem id="library.playAlbum" payload={{ albumId }} />
        <CommandMenuItem id="library.shuffleAlbum" payload={{ albumId }} />
        <AlbumRatingSubmenu albumId={albumId} rating={rating} />
        <CommandMenuItem id="offline.keepAlbum" payload={{ kind: 'album', id: albumId }} />
        <ContextMenu.Separator />
        <CommandMenuItem id="library.openAlbum" payload={{ albumId }} />
      </ContextMenu.Content>
    </ContextMenu.Root>
  )
}
