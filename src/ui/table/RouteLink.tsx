import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { preloadOnApproach } from '../router/route-preload'

export type RouteTarget = { readonly kind: 'album' | 'artist' | 'playlist'; readonly id: string } | { readonly kind: 'path'; readonly path: string }

function pathOf(to: RouteTarget): string {
  return to.kind === 'path' ? to.path : ROUTES[to.kind](to.id)
}

/** An in-app link: a real href (open in a new tab works) that navigates through the model. */
export function RouteLink({ to, children, className, label }: { to: RouteTarget; children: ReactNode; className?: string; label?: string }) {
  const navigate = useUnit(navigated)
  const path = pathOf(to)
  return (
    <a
      className={className ?? 'data-table-link'}
      href={path}
      aria-label={label}
      // The page's code travels while the pointer is on its way (or the link has focus).
      {...preloadOnApproach(path)}
      onClick={(event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return
        event.preventDefault()
        event.stopPropagation()
        navigate(path)
      }}
    >
      {children}
    </a>
  )
}
