import { PAGE_PATHS } from '../../commands/pages/go-to-page'
import { ROUTES } from '../../model/navigation/navigation'
import { preloadRoute } from '../router/route-preload'

/**
 * The page an item of the palette would open, fetched (its code evaluated) while the item is
 * highlighted, as a link does on hover: by Enter, the page waits only for its data. Items are
 * the palette's values: `<label> <command id>`, `recent:<command id>`, `artist:<id>`, `search:all`.
 */
export function preloadHighlighted(value: string): void {
  const path = pathOf(value)
  if (path) preloadRoute(path)
}

function pathOf(value: string): string | null {
  if (value.startsWith('artist:')) return ROUTES.artist(value.slice('artist:'.length))
  if (value === 'search:all') return ROUTES.search
  const id = value.startsWith('recent:') ? value.slice('recent:'.length) : value.slice(value.lastIndexOf(' ') + 1)
  return PAGE_PATHS[id] ?? null
}
