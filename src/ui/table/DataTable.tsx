import { ContextMenu, Flex } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableVirtuosoHandle } from 'react-virtuoso'
import { TableVirtuoso } from 'react-virtuoso'
import type { RowsPerPage } from '../../model/library/table-settings'
import { $tableSettings, tableColumnsChanged, tableRowsPerPageChanged } from '../../model/library/table-settings'
import { useDateLocale, useLanguage } from '../format/date-locale'
import type { ColumnDef } from './column'
import { ColumnMenu } from './ColumnMenu'
import { useFittedColumns } from './fit-columns'
import { SortHeader } from './SortHeader'
import { TABLE_COMPONENTS } from './table-components'
import type { TableContext } from './table-context'
import type { RowsMove } from './table-drag'
import { useRowDrag } from './table-drag'
import { occurrenceKeys } from './table-keys'
import type { SelectionState } from './table-selection'
import { clickRow, contextRow, EMPTY_SELECTION, moveFocus, pruneSelection, selectAll } from './table-selection'
import type { SortState } from './table-sort'
import { nextSort } from './table-sort'
import { TablePagination } from './TablePagination'
import { useSortedRows } from './use-sorted-rows'
import { useTableCommands } from './use-table-commands'
import type { TableAction } from '../../model/focus/list-focus'
import { useMenuFocusReturn } from '../layout/menu-focus-return'
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
  /** Show rows per page and page controls (SPEC §2). */
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
}

const PAGE_JUMP = 10

/** The one table of the app (songs, playlists…): virtualised, sortable, selectable, by keyboard. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { tableId, rows, rowKey, columns, defaultColumns, onActivate, onTargetChange } = props
  const { t } = useTranslation()
  const language = useLanguage()
  const dateLocale = useDateLocale()
  const menuFocus = useMenuFocusReturn()
  const [settings, setColumns, setRowsPerPage] = useUnit([$tableSettings, tableColumnsChanged, tableRowsPerPageChanged])
  const visibleIds = settings.columns[tableId] ?? defaultColumns
  const visibleColumns = useMemo(
    () => columns.filter((column) => column.alwaysShown || visibleIds.includes(column.id)),
    [columns, visibleIds],
  )
  const rowsPerPage: RowsPerPage = props.paged ? (settings.rowsPerPage[tableId] ?? 'all') : 'all'

  const entries = useMemo(() => {
    const rowKeys = occurrenceKeys(rows, rowKey)
    return rows.map((row, index) => ({ row, key: rowKeys[index] ?? String(index) }))
  }, [rows, rowKey])
  const [sort, setSort] = useState<SortState | null>(null)
  const sortColumn = sort && columns.find((candidate) => candidate.id === sort.columnId)
  // The header and the "Sorted by" line answer the click at once; a long list sorts in the
  // background and keeps its order meanwhile (use-sorted-rows.ts).
  const { sorted, sorting } = useSortedRows(entries, sort, sortColumn?.sortValue, language)

  const [page, setPage] = useState(0)
  const pageCount = rowsPerPage === 'all' ? 1 : Math.max(1, Math.ceil(sorted.length / rowsPerPage))
  const currentPage = Math.min(page, pageCount - 1)
  const offset = rowsPerPage === 'all' ? 0 : currentPage * rowsPerPage
  const shownEntries = useMemo(
    () => (rowsPerPage === 'all' ? sorted : sorted.slice(offset, offset + rowsPerPage)),
    [sorted, rowsPerPage, offset],
  )
  const shown = useMemo(() => shownEntries.map((entry) => entry.row), [shownEntries])
  const keys = useMemo(() => shownEntries.map((entry) => entry.key), [shownEntries])

  const [selection, setSelection] = useState<SelectionState>(EMPTY_SELECTION)
  const current = useMemo(() => pruneSelection(selection, keys), [selection, keys])
  const focusPending = useRef(false)
  const [now] = useState(() => new Date())
  const virtuoso = useRef<TableVirtuosoHandle>(null)

  const targetRows = useMemo(() => {
    if (current.selected.size > 0) return shown.filter((_, index) => current.selected.has(keys[index]!))
    const focused = current.focus === null ? undefined : shown[current.focus]
    return focused === undefined ? [] : [focused]
  }, [current, shown, keys])
  useEffect(() => onTargetChange?.(targetRows), [targetRows, onTargetChange])

  const activate = useCallback((index: number) => onActivate?.(shown, index), [onActivate, shown])
  const onRowClick = useCallback(
    (index: number, event: MouseEvent) =>
      setSelection((state) => clickRow(pruneSelection(state, keys), keys, index, { shift: event.shiftKey, toggle: event.ctrlKey || event.metaKey })),
    [keys],
  )
  const onRowFocus = useCallback(
    (index: number) => setSelection((state) => (state.focus === index ? state : { ...pruneSelection(state, keys), focus: index })),
    [keys],
  )
  const onRowContextMenu = useCallback((index: number) => setSelection((state) => contextRow(pruneSelection(state, keys), keys, index)), [keys])

  const frame = useRef<HTMLDivElement>(null)
  // The chosen columns less those a narrow table has no room for (fit-columns.ts).
  const shownColumns = useFittedColumns(frame, visibleColumns)
  const runAction = useCallback(
    (action: TableAction) => {
      if (action === 'activate') activate(current.focus ?? 0)
      else setSelection(selectAll(current, keys))
    },
    [activate, current, keys],
  )
  const commands = useTableCommands(frame, runAction)

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!(event.target instanceof HTMLTableRowElement)) return
      const focus = current.focus ?? 0
      const moves: Record<string, number> = {
        ArrowDown: focus + 1,
        ArrowUp: focus - 1,
        PageDown: focus + PAGE_JUMP,
        PageUp: focus - PAGE_JUMP,
        Home: 0,
        End: keys.length - 1,
      }
      const to = moves[event.key]
      // Chords the keymap gives to a command (Ctrl/⌘+↑/↓ for volume, Enter, Ctrl/⌘+A…) are
      // left to the keyboard listener, which runs them through the bus.
      if (commands.isCommandKey(event)) return
      if (to !== undefined) {
        event.preventDefault()
        event.stopPropagation()
        // A row reached with Tab (no arrow or click chose one yet) is the first: a range starts there.
        const next = moveFocus({ ...current, focus }, keys, to, event.shiftKey)
        focusPending.current = true
        setSelection(next)
        if (next.focus !== null) virtuoso.current?.scrollIntoView({ index: next.focus })
        return
      }
      if (event.key === 'Escape' && current.selected.size > 0) {
        event.stopPropagation()
        setSelection({ ...current, selected: new Set() })
      }
    },
    [current, keys, commands],
  )

  const drag = useRowDrag({
    current,
    keys,
    offset,
    labels: (indexes) => indexes.map((index) => props.rowLabel(shown[index] as Row)).join('\n'),
    onSelection: setSelection,
    onRowsMoved: (move) => props.onRowsMoved?.(move),
  })

  const context: TableContext<Row> = {
    columns: shownColumns,
    keys,
    selected: current.selected,
    focus: current.focus,
    focusPending,
    cellContext: { t, language, dateLocale, now },
    rowLabel: props.rowLabel,
    onRowClick,
    onRowDoubleClick: activate,
    onRowContextMenu,
    onRowFocus,
    onKeyDown,
    tableLabel: props.label,
    rowCount: shown.length,
    // Dragging rows only makes sense in their own order, not sorted by a column.
    drag: props.onRowsMoved && !sortColumn?.sortValue ? drag : null,
  }

  const headerContent = () => (
    <tr>
      {shownColumns.map((column) => (
        <SortHeader key={column.id} column={column} sort={sort} onSort={() => setSort(nextSort(sort, column.id))} />
      ))}
    </tr>
  )
  const itemContent = (index: number, row: Row) =>
    shownColumns.map((column) => (
      <td key={column.id} data-align={column.align ?? 'start'}>
        {column.cell(row, { ...context.cellContext, index })}
      </td>
    ))

  const table = (
    <TableVirtuoso<Row, TableContext<Row>>
      ref={virtuoso}
      data={shown}
      context={context}
      components={TABLE_COMPONENTS}
      computeItemKey={(index) => keys[index] ?? index}
      fixedHeaderContent={headerContent}
      itemContent={itemContent}
      increaseViewportBy={400}
      {...(props.onEndReached ? { endReached: props.onEndReached } : {})}
      {...(props.scrollParent ? { customScrollParent: props.scrollParent } : { style: { height: '70vh' } })}
    />
  )

  return (
    <div className="data-table-frame" ref={frame} onFocus={commands.onFocus} onBlur={commands.onBlur}>
      <Flex align="center" justify="between" gap="3" mb="2" wrap="wrap">
        <Flex align="center" gap="3">
          {props.toolbar}
        </Flex>
        <Flex align="center" gap="3">
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
            onChange={(ids) => setColumns({ tableId, columns: ids })}
          />
        </Flex>
      </Flex>
      {props.rowMenu ? (
        <ContextMenu.Root modal={false} onOpenChange={menuFocus.onOpenChange}>
          <ContextMenu.Trigger>
            <div>{table}</div>
          </ContextMenu.Trigger>
          <ContextMenu.Content onCloseAutoFocus={menuFocus.onCloseAutoFocus}>{props.rowMenu}</ContextMenu.Content>
        </ContextMenu.Root>
      ) : (
        table
      )}
      {props.paged && (
        <TablePagination
          rowsPerPage={rowsPerPage}
          page={currentPage}
          pageCount={pageCount}
          onPage={setPage}
          onRowsPerPage={(value) => {
            setPage(0)
            setRowsPerPage({ tableId, rowsPerPage: value })
          }}
        />
      )}
    </div>
  )
}
