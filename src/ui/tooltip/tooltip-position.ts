/** What placing a tooltip needs of a box (a DOMRect fits). */
export interface Box {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

export interface TooltipPlacement {
  readonly side: 'top' | 'bottom'
  readonly left: number
  readonly top: number
  /** The arrow's left edge inside the tooltip, under (or over) the control's centre. */
  readonly arrowLeft: number
}

/** As Radix Tooltip placed it: 4 px from the control, 10 px from the window's edges. */
export const SIDE_OFFSET = 4
export const COLLISION_PADDING = 10
export const ARROW_WIDTH = 10
export const ARROW_HEIGHT = 5

/**
 * Where the shared tooltip goes (what Radix Tooltip did with its defaults): above the control,
 * centred on it; below it where above does not fit; moved sideways to stay inside the window.
 */
export function placeTooltip(control: Box, tooltip: { width: number; height: number }, view: { width: number; height: number }): TooltipPlacement {
  const gap = SIDE_OFFSET + ARROW_HEIGHT
  const above = control.top - gap - tooltip.height
  const below = control.top + control.height + gap
  const side = above >= COLLISION_PADDING || below + tooltip.height > view.height - COLLISION_PADDING ? 'top' : 'bottom'
  const centre = control.left + control.width / 2
  const maxLeft = Math.max(COLLISION_PADDING, view.width - COLLISION_PADDING - tooltip.width)
  const left = Math.min(Math.max(centre - tooltip.width / 2, COLLISION_PADDING), maxLeft)
  const arrowLeft = Math.min(Math.max(centre - left - ARROW_WIDTH / 2, 0), Math.max(0, tooltip.width - ARROW_WIDTH))
  return { side, left, top: side === 'top' ? above : below, arrowLeft }
}
