export type SortDirection = 'ascending' | 'descending'
export interface SortState {
  readonly columnId: string
  readonly direction: SortDirection
}

/** A header click cycles: ascending → descending → the rows' own order. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (current?.columnId !== columnId) return { columnId, direction: 'ascending' }
  if (current.direction === 'ascending') return { columnId, direction: 'descending' }
  return null
}

export type SortValue = string | number | undefined

/** The collation of every table sort: the language's order, numbers inside texts read as numbers, case and accents aside. */
export const sortCollator = (language: string) => new Intl.Collator(language, { numeric: true, sensitivity: 'base' })

/**
 * Rows sorted by one value per row (read once per row), on the calling thread: a short list's
 * sort (long ones go to the background sorter, `use-sorted-rows.ts`, with `sortOrder`);
 * texts compare in the language's order with numbers inside them read as numbers; missing
 * values go last whatever the direction. Stable: equal rows keep their order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
  language: string,
): readonly Row[] {
  const collator = sortCollator(language)
  const keyed = rows.map((row, index) => ({ row, index, value: value(row) }))
  const sign = direction === 'ascending' ? 1 : -1
  keyed.sort((a, b) => {
    const av = a.value
    const bv = b.value
    if (av === undefined || av === '') return bv === undefined || bv === '' ? a.index - b.index : 1
    if (bv === undefined || bv === '') return -1
    const order = typeof av === 'number' && typeof bv === 'number' ? av - bv : collator.compare(String(av), String(bv))
    return order !== 0 ? order * sign : a.index - b.index
  })
  return keyed.map((entry) => entry.row)
}
