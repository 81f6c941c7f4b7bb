import type { Ref } from 'react'
import type { TableVirtuosoHandle } from 'react-virtuoso'
import { TableVirtuoso } from 'react-virtuoso'
import type { ColumnDef } from './column'
import { SortHeader } from './SortHeader'
import { TABLE_COMPONENTS } from './table-components'
import type { TableContext } from './table-context'
import type { SortState } from './table-sort'

/** Pixels per row at the default text size; rows are still measured, this only spares a probe render. */
const ROW_HEIGHT_ESTIMATE = 41

/**
 * The table's rows, virtualised (react-virtuoso): a sticky header of sortable columns, rows drawn
 * from `context` (table-components.tsx), scrolling with `scrollParent` or in a scroller of its own.
 */
export function TableScroller<Row>({ handle, rows, context, sort, onSort, onEndReached, scrollParent }: {
  readonly handle: Ref<TableVirtuosoHandle>
  readonly rows: readonly Row[]
  readonly context: TableContext<Row>
  readonly sort: SortState | null
  readonly onSort: (column: ColumnDef<Row>) => void
  readonly onEndReached: (() => void) | undefined
  readonly scrollParent: HTMLElement | null | undefined
}) {
  const headerContent = () => (
    <tr>
      {context.columns.map((column) => (
        <SortHeader key={column.id} column={column} sort={sort} onSort={() => onSort(column)} />
      ))}
    </tr>
  )
  const itemContent = (index: number, row: Row) =>
    context.columns.map((column) => (
      <td key={column.id} data-align={column.align ?? 'start'}>
        {column.cell(row, { ...context.cellContext, index })}
      </td>
    ))
  return (
    <TableVirtuoso<Row, TableContext<Row>>
      ref={handle}
      data={rows}
      context={context}
      components={TABLE_COMPONENTS}
      computeItemKey={(index) => context.keys[index] ?? index}
      fixedHeaderContent={headerContent}
      itemContent={itemContent}
      increaseViewportBy={400}
      // A row's height (table.css: 2.5rem cells and a 1 px border) as the first estimate: without
      // it, virtuoso first renders one row alone to measure it, then the rest, in the same task.
      defaultItemHeight={ROW_HEIGHT_ESTIMATE}
      {...(onEndReached ? { endReached: onEndReached } : {})}
      {...(scrollParent ? { customScrollParent: scrollParent } : { style: { height: '70vh' } })}
    />
  )
}
