import { ContextMenu } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useMenuFocusReturn } from '../layout/menu-focus-return'

/**
 * The rows' right-click menu (`menu`'s items act on the rows the click made the command target);
 * closing it hands the focus back. Without items, the table alone.
 */
export function TableRowMenu({ menu, children }: { readonly menu: ReactNode; readonly children: ReactNode }) {
  const menuFocus = useMenuFocusReturn()
  if (!menu) return children
  return (
    <ContextMenu.Root modal={false} onOpenChange={menuFocus.onOpenChange}>
      <ContextMenu.Trigger>
        <div>{children}</div>
      </ContextMenu.Trigger>
      <ContextMenu.Content onCloseAutoFocus={menuFocus.onCloseAutoFocus}>{menu}</ContextMenu.Content>
    </ContextMenu.Root>
  )
}
