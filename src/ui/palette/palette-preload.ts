import { pagePathOf } from '../../commands/pages/go-to-page'
import { ROUTES } from '../../model/navigation/navigation'
import { preloadRoute } from '../router/route-preload'
import { itemTarget } from './palette-values'

/**
 * The page an item of the palette would open, fetched (its code evaluated) while the item is
 * highlighted, as a link does on hover: by Enter, the page waits only for its data. Items are
 * the palette's values (palette-values.ts).
 */
export function preloadHighlighted(value: string): void {
  const path = pathOf(value)
  if (path) preloadRoute(path)
}

function pathOf(value: string): string | null {
  const target = itemTarget(value)
  if (target.kind === 'artist') return ROUTES.artist(target.id)
  if (target.kind === 'searchAll') return ROUTES.search
  return pagePathOf(target.commandId)
}
