import type { FocusArea, KeyMoment } from '../../commands/key-context'

/** What marks a focus area in the DOM: a table's grid, or an element naming its key context. */
const AREAS = '[role="grid"], [data-key-context="queue"], [data-key-context="album"]'

/** The focus area around `target`: the nearest one, so a list inside another area is its own. */
function focusAreaOf(target: EventTarget | null): FocusArea | null {
  const area = target instanceof Element ? target.closest(AREAS) : null
  if (!area) return null
  return area.getAttribute('role') === 'grid' ? 'table' : (area.getAttribute('data-key-context') as FocusArea)
}

/**
 * The moment of a key press at `target`: the one place the keyboard listener, the song tables and
 * the queue work out which key contexts hold (src/commands/key-context.ts).
 */
export function keyMomentAt(target: EventTarget | null, app: { readonly dialogOpen: boolean; readonly desktop: boolean }): KeyMoment {
  return { focus: focusAreaOf(target), typing: isTypingTarget(target), dialog: app.dialogOpen, host: app.desktop ? 'desktop' : 'browser' }
}

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag !== 'INPUT') return false
  const type = (target as HTMLInputElement).type
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(type)
}
