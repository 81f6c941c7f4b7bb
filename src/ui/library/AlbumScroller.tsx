import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons'
import { IconButton } from '@radix-ui/themes'
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import type { AlbumSummary } from '../../model/library/album-summary'
import { AlbumCardView, useAlbumCardShared } from './AlbumCard'
import './album-card.css'

/** How far one press of a scroll button moves: most of the visible width, so a card stays in view. */
const PAGE_FRACTION = 0.8

/** ←/→ on a focused card of the row move the focus to its neighbour. */
function moveBetweenCards(event: KeyboardEvent): void {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const row = event.currentTarget as HTMLElement
  const cards = [...row.querySelectorAll<HTMLElement>('.album-card')]
  const index = cards.findIndex((card) => card === document.activeElement)
  if (index < 0) return
  const next = cards[index + (event.key === 'ArrowRight' ? 1 : -1)]
  if (!next) return
  event.preventDefault()
  event.stopPropagation()
  next.focus()
  next.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}

/** At most how many cards of a row the window can show (a card is at least 160 px wide). */
function cardsInView(): number {
  return Math.max(4, Math.ceil((typeof window === 'undefined' ? 1280 : window.innerWidth) / 160))
}

/**
 * A horizontal row of album cards (Home's sections, More from the artist…) that never just cuts
 * the last card off: while more cards lie past an edge, a button on that side scrolls a page
 * (a fade shows there is more), and ←/→ on a focused card move to its neighbour.
 */
export function AlbumScroller({ albums, label }: { albums: readonly AlbumSummary[]; label: string }) {
  const { t } = useTexts()
  const shared = useAlbumCardShared()
  const list = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ before: false, after: false })
  // A row first renders the cards a wide window can show, the rest right after as a background
  // update: Home's four rows of 16 made the start-up's first commit twice as long as they fit.
  const fit = cardsInView()
  const shown = useDeferredValue(albums, albums.length > fit ? albums.slice(0, fit) : albums)
  const measure = useCallback(() => {
    const element = list.current
    if (!element) return
    const before = element.scrollLeft > 1
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1
    setEdges((current) => (current.before === before && current.after === after ? current : { before, after }))
  }, [])
  useEffect(() => {
    const element = list.current
    if (!element || shown.length === 0) return
    // The row's own size and its cards' (covers arriving, a card added) both move the edges. Not
    // measured here: the observer's first call comes after the browser's own layout, where
    // reading the widths costs nothing (here, right after React's commit, it forced a layout of
    // the whole page in the start-up's longest task).
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const card of element.children) observer.observe(card)
    element.addEventListener('keydown', moveBetweenCards)
    return () => {
      observer.disconnect()
      element.removeEventListener('keydown', moveBetweenCards)
    }
  }, [measure, shown])
  // The edges change after the first layout: the cards are not rendered again for it.
  const cards = useMemo(
    () =>
      shown.map((album) => (
        <li key={album.id}>
          <AlbumCardView album={album} shared={shared} />
        </li>
      )),
    [shown, shared],
  )
  const scrollBy = (direction: -1 | 1) => {
    const element = list.current
    if (element) element.scrollBy({ left: direction * element.clientWidth * PAGE_FRACTION, behavior: 'smooth' })
  }
  return (
    <div className="album-scroller" data-more-before={edges.before || undefined} data-more-after={edges.after || undefined}>
      <ul ref={list} className="album-row" aria-label={label} onScroll={measure}>
        {cards}
      </ul>
      {edges.before && (
        // Mouse affordance; keyboard users move with ←/→ or Tab, so the buttons stay out of the tab order.
        <IconButton className="album-scroller-button" data-side="before" tabIndex={-1} radius="full" variant="surface" aria-label={t('albumRows.scrollBack', { row: label })} onClick={() => scrollBy(-1)}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      {edges.after && (
        <IconButton className="album-scroller-button" data-side="after" tabIndex={-1} radius="full" variant="surface" aria-label={t('albumRows.scrollOn', { row: label })} onClick={() => scrollBy(1)}>
          <ChevronRightIcon />
        </IconButton>
      )}
    </div>
  )
}
