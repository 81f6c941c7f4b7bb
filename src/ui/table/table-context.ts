import type { KeyboardEvent, MouseEvent, RefObject } from 'react'
import type { CellContext, ColumnDef } from './column'
import type { RowDrag } from './table-drag'

/** What the table's row components read (react-virtuoso passes it as `context`). */
export interface TableContext<Row> {
  readonly columns: readonly ColumnDef<Row>[]
  readonly keys: readonly string[]
  readonly selected: ReadonlySet<string>
  readonly focus: number | null
  /** Set when the focused row should take DOM focus once rendered (after keyboard moves). */
  readonly focusPending: RefObject<boolean>
  readonly cellContext: Omit<CellContext, 'index'>
  readonly rowLabel: (row: Row) => string
  readonly onRowClick: (index: number, event: MouseEvent) => void
  readonly onRowDoubleClick: (index: number) => void
  readonly onRowContextMenu: (index: number) => void
  /** A row got focus some other way than a click or an arrow (Tab, focus handed back). */
  readonly onRowFocus: (index: number) => void
  readonly onKeyDown: (event: KeyboardEvent) => void
  readonly tableLabel: string
  readonly rowCount: number
  /** Set when rows can be reordered by drag and drop. */
  readonly drag: RowDrag | null
}
