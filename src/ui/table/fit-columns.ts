import type { RefObject } from 'react'
import { useEffect, useMemo, useState } from 'react'
import type { ColumnDef } from './column'

/** The room a column without a width (the title) keeps at least, in rem: about 20 characters. */
export const FLEXIBLE_MIN_REM = 13

/** A column's width in px from its CSS width (`4rem`, `18%`, `120px`); 0 when it has none. */
export function columnWidthPx(width: string | undefined, tableWidth: number, remPx: number): number {
  const match = width === undefined ? null : /^([\d.]+)(rem|%|px)$/.exec(width)
  if (!match) return 0
  const amount = Number(match[1])
  if (match[2] === 'rem') return amount * remPx
  if (match[2] === '%') return (amount / 100) * tableWidth
  return amount
}

/**
 * The columns that fit `tableWidth` px: while the fixed-width columns leave a column without a
 * width (the title) less than FLEXIBLE_MIN_REM, the lowest-priority column goes (the later one
 * of equal priority), never an `alwaysShown` one nor `keep` (what the rows are filtered by). The
 * rest keep their order.
 */
export function fitColumns<Row>(columns: readonly ColumnDef<Row>[], tableWidth: number, remPx: number, keep?: string): readonly ColumnDef<Row>[] {
  if (!(tableWidth > 0)) return columns
  let shown = columns
  const needed = (list: readonly ColumnDef<Row>[]) =>
    list.reduce((sum, column) => sum + (column.width ? columnWidthPx(column.width, tableWidth, remPx) : FLEXIBLE_MIN_REM * remPx), 0)
  while (needed(shown) > tableWidth) {
    let drop: ColumnDef<Row> | undefined
    for (const column of shown) {
      if (column.alwaysShown || column.id === keep) continue
      if (!drop || (column.priority ?? 0) <= (drop.priority ?? 0)) drop = column
    }
    if (!drop) break
    const dropped = drop
    shown = shown.filter((column) => column !== dropped)
  }
  return shown
}

/**
 * `columns` less those the table's width (the element of `frame`, watched) has no room for. The
 * width is unknown until measured (and where nothing can measure): every column is shown.
 */
export function useFittedColumns<Row>(frame: RefObject<HTMLElement | null>, columns: readonly ColumnDef<Row>[], keep?: string): readonly ColumnDef<Row>[] {
  const [room, setRoom] = useState<{ width: number; remPx: number } | null>(null)
  useEffect(() => {
    const element = frame.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => {
      const remPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
      const width = element.clientWidth
      setRoom((previous) => (previous?.width === width && previous.remPx === remPx ? previous : { width, remPx }))
    }
    // The observer reports the first size itself, once the browser has laid the table out:
    // measuring here too forced a layout of the whole page inside React's commit.
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [frame])
  return useMemo(() => (room ? fitColumns(columns, room.width, room.remPx, keep) : columns), [columns, room, keep])
}
