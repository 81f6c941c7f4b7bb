import { useEffect, useMemo, useState } from 'react'
import type { BackgroundSorter } from './background-sort'
import { backgroundSorter } from './background-sort'
import { sortKeysInSlices } from './sort-keys'
import type { SortDirection, SortState, SortValue } from './table-sort'
import { sortRows } from './table-sort'

/** Shorter lists sort at once on the main thread (2,000 titles ≈ 15 ms); longer ones in the background. */
export const SYNC_SORT_LIMIT = 2_000

interface Entry<Row> {
  readonly row: Row
  readonly key: string
}

/** A finished background sort: the order of `entries` by one column. */
interface Done<Row, E extends Entry<Row>> {
  readonly entries: readonly E[]
  readonly columnId: string
  readonly direction: SortDirection
  readonly value: (row: Row) => SortValue
  readonly language: string
  readonly order: Uint32Array
}

export interface SortedRows<E> {
  /** The rows in display order. */
  readonly sorted: readonly E[]
  /** A requested sort still runs: `sorted` is still the previous order. */
  readonly sorting: boolean
}

/**
 * The table's rows in the order of `sort`. A long list sorts off the main thread: meanwhile the
 * rows keep the order the table showed (scrollable, clickable), a later sort or a changed list
 * stops the running one and starts again, and `sorting` says it is not done. While a changed
 * list is being sorted again (rows loading in pages), the rows already shown keep their places
 * and new ones follow in their own order.
 */
export function useSortedRows<Row, E extends Entry<Row>>(
  entries: readonly E[],
  sort: SortState | null,
  value: ((row: Row) => SortValue) | undefined,
  language: string,
  sorter: BackgroundSorter = backgroundSorter,
): SortedRows<E> {
  const wanted = sort && value ? sort : null
  const columnId = wanted?.columnId
  const direction = wanted?.direction
  const short = entries.length < SYNC_SORT_LIMIT
  const background = Boolean(columnId && direction && value && !short)
  const [done, setDone] = useState<Done<Row, E> | null>(null)
  // What the table showed last when no sort was running: the order a long sort keeps until it is done.
  const [shown, setShown] = useState<Shown<E> | null>(null)

  const sortedHere = useMemo(
    () => (direction && value && short ? sortRows(entries, (entry) => value(entry.row), direction, language) : null),
    [entries, direction, value, language, short],
  )

  useEffect(() => {
    if (!columnId || !direction || !value || !background) return
    const controller = new AbortController()
    // The keys are read a slice per task, after the click's task; a quicker next click or list
    // change cancels them.
    void sortKeysInSlices(entries, (entry) => value(entry.row), controller.signal)
      .then((keys) => (keys ? sorter.sort(keys, direction, language, controller.signal) : null))
      .then((order) => {
        if (order) setDone({ entries, columnId, direction, value, language, order })
      })
    return () => controller.abort()
  }, [entries, columnId, direction, value, language, background, sorter])

  const finished =
    background &&
    done !== null &&
    done.entries === entries &&
    done.columnId === columnId &&
    done.direction === direction &&
    done.value === value &&
    done.language === language
  const sortedThere = useMemo(() => (finished && done ? Array.from(done.order, (index) => entries[index] as E) : null), [finished, done, entries])
  const kept = useMemo(() => (background && !finished ? keepOrder(entries, shown) : null), [background, finished, entries, shown])

  const sorted = wanted ? (sortedHere ?? sortedThere ?? kept ?? entries) : entries
  const sorting = wanted !== null && kept !== null
  // Remembered during the render (React's pattern for what a previous render showed).
  if (!sorting && shown?.sorted !== sorted) setShown({ entries, sorted })
  return { sorted, sorting }
}

interface Shown<E> {
  readonly entries: readonly E[]
  readonly sorted: readonly E[]
}

/**
 * `entries` in the order the table showed last: the rows it showed keep their places, rows new
 * to the list follow in their own order (a list loading in pages while it is being sorted).
 */
function keepOrder<E extends { readonly key: string }>(entries: readonly E[], previous: Shown<E> | null): readonly E[] {
  if (!previous) return entries
  if (previous.entries === entries) return previous.sorted
  const place = new Map<string, number>()
  previous.sorted.forEach((entry, position) => place.set(entry.key, position))
  const known: E[] = []
  const added: E[] = []
  for (const entry of entries) (place.has(entry.key) ? known : added).push(entry)
  known.sort((a, b) => (place.get(a.key) as number) - (place.get(b.key) as number))
  return known.length === 0 ? entries : [...known, ...added]
}
