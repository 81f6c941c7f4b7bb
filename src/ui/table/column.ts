import type { Locale } from 'date-fns'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import type { SortValue } from './table-sort'

/** What a cell may need to format its value. */
export interface CellContext {
  readonly t: TFunction
  readonly language: string
  readonly dateLocale: Locale | undefined
  readonly now: Date
  /** The row's position in the displayed (sorted) rows, from 0. */
  readonly index: number
}

/** One column of the table (column list): header text key, width, cell and sort value. */
export interface ColumnDef<Row> {
  readonly id: string
  /** i18n key of the header. */
  readonly header: string
  /** CSS width of the column, e.g. `4rem` or `30%`; absent: shares what is left. */
  readonly width?: string
  readonly align?: 'start' | 'end'
  readonly cell: (row: Row, context: CellContext) => ReactNode
  /** Absent: the column cannot be sorted. */
  readonly sortValue?: (row: Row) => SortValue
  /** The user cannot hide it (the title or name). */
  readonly alwaysShown?: boolean
  /**
   * When the table is too narrow for every chosen column, the lowest priority goes first
   * (absent: 0, before any with a priority); `alwaysShown` columns stay.
   */
  readonly priority?: number
  /** A narrow column's header drawn as this icon; the header text stays its name (read out, and a tooltip). */
  readonly icon?: ReactNode
}
