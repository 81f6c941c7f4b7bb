import { Text } from '@radix-ui/themes'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ShownTooltip } from './tooltip-controller'
import { TOOLTIP_ID, watchTooltips } from './tooltip-controller'
import { ARROW_HEIGHT, ARROW_WIDTH, placeTooltip } from './tooltip-position'
import './shared-tooltip.css'

/**
 * The app's one tooltip (issue 13: a Radix Tooltip per icon button held ≈ 0.24 MiB of the heap
 * after start): shows the text of the control under the pointer or with keyboard focus, drawn as
 * Radix Themes draws its tooltips. Controls ask for it with `tooltip(text)` (tooltip-controller.ts).
 */
export function SharedTooltip() {
  const [shown, setShown] = useState<ShownTooltip | null>(null)
  useEffect(() => watchTooltips(document, setShown), [])
  if (!shown) return null
  // A new control's tooltip is drawn anew (its slide-in plays again); a changed text is not.
  return <TooltipBox key={tooltipKey(shown.control)} shown={shown} />
}

const keys = new WeakMap<HTMLElement, number>()
let lastKey = 0
function tooltipKey(control: HTMLElement): number {
  let key = keys.get(control)
  if (key === undefined) keys.set(control, (key = ++lastKey))
  return key
}

function TooltipBox({ shown }: { shown: ShownTooltip }) {
  const box = useRef<HTMLDivElement>(null)
  const [placement, setPlacement] = useState<ReturnType<typeof placeTooltip> | null>(null)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const size = element.getBoundingClientRect()
    const next = placeTooltip(shown.control.getBoundingClientRect(), size, { width: window.innerWidth, height: window.innerHeight })
    setPlacement((current) =>
      current && current.left === next.left && current.top === next.top && current.side === next.side && current.arrowLeft === next.arrowLeft ? current : next,
    )
  }, [shown])
  const side = placement?.side ?? 'top'
  return (
    <div
      ref={box}
      id={TOOLTIP_ID}
      role="tooltip"
      className="rt-TooltipContent app-tooltip"
      data-side={side}
      data-state={shown.delayed ? 'delayed-open' : 'instant-open'}
      style={{
        left: placement?.left ?? 0,
        top: placement?.top ?? 0,
        // Measured first, shown once placed.
        visibility: placement ? undefined : 'hidden',
        ['--radix-tooltip-content-transform-origin' as string]: `${(placement?.arrowLeft ?? 0) + ARROW_WIDTH / 2}px ${side === 'top' ? `calc(100% + ${ARROW_HEIGHT}px)` : `-${ARROW_HEIGHT}px`}`,
      }}
    >
      <Text as="p" size="1" className="rt-TooltipText">
        {shown.text}
      </Text>
      <svg
        className="rt-TooltipArrow app-tooltip-arrow"
        width={ARROW_WIDTH}
        height={ARROW_HEIGHT}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        aria-hidden
        style={{ left: placement?.arrowLeft ?? 0 }}
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>
  )
}
