import { ContextMenu } from '@radix-ui/themes'
import type { ReactElement } from 'react'
import { useEffect, useRef } from 'react'
import { useMenuFocusReturn } from '../layout/menu-focus-return'
import { CommandMenuItem } from './CommandMenuItem'

/**
 * An album card's context menu: Play album, Shuffle album, Open. Loaded on the first right click
 * (the menu brings Radix Menu, which first paint does not need); that click's position opens it.
 */
export function AlbumCardMenu({
  albumId,
  openAt,
  children,
}: {
  albumId: string
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
        <ContextMenu.Separator />
        <CommandMenuItem id="library.openAlbum" payload={{ albumId }} />
      </ContextMenu.Content>
    </ContextMenu.Root>
  )
}
