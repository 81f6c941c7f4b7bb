import { ContextMenu } from '@radix-ui/themes'
import type { ReactElement } from 'react'
import { useEffect, useRef } from 'react'
import { CommandMenuItem } from './CommandMenuItem'

/**
 * An album card's context menu: Play album, Shuffle album, Open. Loaded on the first right click
 * (the menu brings Radix Menu, which first paint does not need); that click's position opens it.
 */
export function AlbumCardMenu({ albumId, openAt, children }: { albumId: string; openAt: { x: number; y: number }; children: ReactElement }) {
  const trigger = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const card = trigger.current?.firstElementChild
    card?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: openAt.x, clientY: openAt.y }))
  }, [openAt])
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger>
        <span ref={trigger} style={{ display: 'contents' }}>
          {children}
        </span>
      </ContextMenu.Trigger>
      <ContextMenu.Content>
        <CommandMenuItem id="library.playAlbum" payload={{ albumId }} />
        <CommandMenuItem id="library.shuffleAlbum" payload={{ albumId }} />
        <ContextMenu.Separator />
        <CommandMenuItem id="library.openAlbum" payload={{ albumId }} />
      </ContextMenu.Content>
    </ContextMenu.Root>
  )
}
