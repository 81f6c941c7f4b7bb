import { Flex, Skeleton } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableVirtuosoHandle } from 'react-virtuoso'
import { useDateLocale, useLanguage } from '../format/date-locale'
import { MountInBackground } from '../layout/MountInBackground'
import type { ColumnDef } from './column'
import { ColumnMenu } from './ColumnMenu'
import { useFittedColumns } from './fit-columns'
import type { TableContext } from './table-context'
import type { RowsMove } from './table-drag'
import { useRowDrag } from './table-drag'
import { occurrenceKeys } from './table-keys'
import type { SortState } from './table-sort'
import { nextSort } from './table-sort'
import { TablePagination } from './TablePagination'
import { TableRowMenu } from './TableRowMenu'
import { TableScroller } from './TableScroller'
import { useSortedRows } from './use-sorted-rows'
import { useTableColumns } from './use-table-columns'
import { useTableFocus } from './use-table-focus'
import { useTablePaging } from './use-table-paging'
import './table.css'

export interface DataTableProps<Row> {
  /** Remembers column choices and rows per page under this name (one per screen). */
  readonly tableId: string
  readonly label: string
  readonly rows: readonly Row[]
  /** The row's identity; rows with the same key (a song twice in a playlist) stay apart by occurrence. */
  readonly rowKey: (row: Row) => string
  readonly rowLabel: (row: Row) => string
  readonly columns: readonly ColumnDef<Row>[]
  readonly defaultColumns: readonly string[]
  /** Enter or double-click: `rows` in display order, `index` the activated one. */
  readonly onActivate?: (rows: readonly Row[], index: number) => void
  /** The rows commands act on: the selection, else the focused row. */
  readonly onTargetChange?: (rows: readonly Row[]) => void
  /** Items of the right-click menu (the rows are already the command target). */
  readonly rowMenu?: ReactNode
  /** Show rows per page and page controls. */
  readonly paged?: boolean
  /** Called near the end of the rows (infinite loading). */
  readonly onEndReached?: () => void
  /** Scroll with the page's main area instead of an own scroller. */
  readonly scrollParent?: HTMLElement | null
  readonly toolbar?: ReactNode
  /**
   * Rows can be dragged and dropped between others (while the table shows the rows' own
   * order): called with the dragged rows' indexes in `rows` and the gap they go to.
   */
  readonly onRowsMoved?: (move: RowsMove) => void
  /** Some rows of the list could not be loaded: selecting every row says it is not all of them. */
  readonly partial?: boolean
  /** A chosen column a narrow table keeps (what the rows are filtered by, e.g. `rating`). */
  readonly keepColumn?: string
}

/**
 * The one table of the app (songs, playlists…): virtualised, sortable, selectable, by keyboard.
 * A composition of small parts, each read on its own: the columns (use-table-columns), the sort
 * (table-sort), the page (use-table-paging), focus and selection with the table's commands
 * (use-table-focus), dragging rows (table-drag), the virtualised rows (TableScroller) and their
 * right-click menu (TableRowMenu).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <MountInBackground fallback={<TableSkeleton />}>
      <TableWithRows {...props} />
    </MountInBackground>
  )
}

/** Rows' places while the table mounts in the background (MountInBackground). */
function TableSkeleton() {
  return (
    <Flex direction="column" gap="2" aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height="2.5rem" />
      ))}
    </Flex>
  )
}

function TableWithRows<Row>(props: DataTableProps<Row>) {
  const { tableId, rows, rowKey, columns, defaultColumns } = props
  const { t } = useTranslation()
  const language = useLanguage()
  const dateLocale = useDateLocale()
  const { visibleColumns, showColumns } = useTableColumns(tableId, columns, defaultColumns)

  const entries = useMemo(() => {
    const rowKeys = occurrenceKeys(rows, rowKey)
    return rows.map((row, index) => ({ row, key: rowKeys[index] ?? String(index) }))
  }, [rows, rowKey])
  const [sort, setSort] = useState<SortState | null>(null)
  const sortColumn = sort && columns.find((candidate) => candidate.id === sort.columnId)
  // The header and the "Sorted by" line answer the click at once; a long list sorts in the
  // background and keeps its order meanwhile (use-sorted-rows.ts).
  const { sorted, sorting } = useSortedRows(entries, sort, sortColumn?.sortValue, language)

  const paging = useTablePaging(tableId, props.paged === true, sorted)
  const shown = useMemo(() => paging.pageEntries.map((entry) => entry.row), [paging.pageEntries])
  const keys = useMemo(() => paging.pageEntries.map((entry) => entry.key), [paging.pageEntries])

  const frame = useRef<HTMLDivElement>(null)
  // The chosen columns less those a narrow table has no room for (fit-columns.ts).
  const shownColumns = useFittedColumns(frame, visibleColumns, props.keepColumn)
  const virtuoso = useRef<TableVirtuosoHandle>(null)
  const focus = useTableFocus({ frame, virtuoso, shown, keys, onActivate: props.onActivate, onTargetChange: props.onTargetChange })
  const { current } = focus
  const [now] = useState(() => new Date())

  const drag = useRowDrag({
    current,
    keys,
    offset: paging.offset,
    labels: (indexes) => indexes.map((index) => props.rowLabel(shown[index] as Row)).join('\n'),
    onSelection: focus.setSelection,
    onRowsMoved: (move) => props.onRowsMoved?.(move),
  })

  const context: TableContext<Row> = {
    columns: shownColumns,
    keys,
    selected: current.selected,
    focus: current.focus,
    focusPending: focus.focusPending,
    cellContext: { t, language, dateLocale, now },
    rowLabel: props.rowLabel,
    onRowClick: focus.onRowClick,
    onRowDoubleClick: focus.activate,
    onRowContextMenu: focus.onRowContextMenu,
    onRowFocus: focus.onRowFocus,
    onKeyDown: focus.onKeyDown,
    tableLabel: props.label,
    rowCount: shown.length,
    // Dragging rows only makes sense in their own order, not sorted by a column.
    drag: props.onRowsMoved && !sortColumn?.sortValue ? drag : null,
  }

  return (
    <div className="data-table-frame" ref={frame} onFocus={focus.onFocus} onBlur={focus.onBlur}>
      <Flex align="center" justify="between" gap="3" mb="2" wrap="wrap">
        <Flex align="center" gap="3">
          {props.toolbar}
        </Flex>
        {/* ml auto: when a wide toolbar wraps this group to its own line, it stays at the end, under the table's right edge. */}
        <Flex align="center" gap="3" ml="auto">
          <span className="data-table-muted data-table-selection" aria-live="polite">
            {current.selected.size > 0 ? t('table.selected', { count: current.selected.size }) : ''}
            {props.partial && current.selected.size > 0 && current.selected.size === rows.length ? ` ${t('faults.partialSelection')}` : ''}
          </span>
          <span className="data-table-muted" role="status" aria-busy={sorting}>
            {sort && sortColumn
              ? t(sorting ? 'table.sort.sorting' : `table.sort.${sort.direction}`, { column: t(sortColumn.header) })
              : t('table.sort.none')}
          </span>
          <ColumnMenu
            columns={columns}
            visible={visibleColumns.map((column) => column.id)}
            crowded={visibleColumns.filter((column) => !shownColumns.includes(column)).map((column) => column.id)}
            onChange={showColumns}
          />
        </Flex>
      </Flex>
      <TableRowMenu menu={props.rowMenu}>
        <TableScroller
          handle={virtuoso}
          rows={shown}
          context={context}
          sort={sort}
          onSort={(column) => setSort(nextSort(sort, column.id))}
          onEndReached={props.onEndReached}
          scrollParent={props.scrollParent}
        />
      </TableRowMenu>
      {props.paged && (
        <TablePagination rowsPerPage={paging.rowsPerPage} page={paging.page} pageCount={paging.pageCount} onPage={paging.setPage} onRowsPerPage={paging.setRowsPerPage} />
      )}
    </div>
  )
}
