import type { TableComponents } from 'react-virtuoso'
import type { TableContext } from './table-context'

/**
 * The table's elements for react-virtuoso: a native table with grid semantics, rows that are
 * selectable options of a multi-select grid (aria-selected), one focusable row at a time.
 * Defined once (not per render) so virtuoso never remounts the rows.
 */
// oxlint-disable-next-line typescript/no-explicit-any -- one set of components serves every row type
export const TABLE_COMPONENTS: TableComponents<any, TableContext<any>> = {
  Table: ({ style, children, context }) => (
    <table
      className="data-table"
      style={style}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- a table with grid semantics is the ARIA grid pattern
      role="grid"
      aria-label={context?.tableLabel}
      aria-multiselectable="true"
      aria-rowcount={(context?.rowCount ?? 0) + 1}
      onKeyDown={context?.onKeyDown}
    >
      <colgroup>
        {context?.columns.map((column) => (
          <col key={column.id} style={column.width ? { width: column.width } : undefined} />
        ))}
      </colgroup>
      {children}
    </table>
  ),
  TableRow: ({ item, context, children, ...props }) => {
    const index = props['data-index']
    const key = context?.keys[index]
    const selected = key !== undefined && context?.selected.has(key) === true
    const focused = context?.focus === index || (context?.focus === null && index === 0)
    const drag = context?.drag
    const dropBefore = drag?.dropBefore
    const drop = dropBefore === index ? 'before' : dropBefore === index + 1 && index === (context?.rowCount ?? 0) - 1 ? 'after' : undefined
    return (
      <tr
        {...props}
        aria-rowindex={index + 2}
        aria-selected={selected}
        aria-label={context?.rowLabel(item)}
        tabIndex={focused ? 0 : -1}
        ref={(element) => {
          if (element && context?.focus === index && context.focusPending.current) {
            context.focusPending.current = false
            element.focus({ preventScroll: true })
          }
        }}
        onClick={(event) => context?.onRowClick(index, event)}
        // A link's double-click is the link's: its first click already left for its page.
        onDoubleClick={(event) => (event.target as Element).closest('a[href]') === null && context?.onRowDoubleClick(index)}
        onContextMenu={() => context?.onRowContextMenu(index)}
        onFocus={(event) => event.target === event.currentTarget && context?.onRowFocus(index)}
        {...(drag
          ? {
              draggable: true,
              'data-drop': drop,
              'data-dragging': drag.dragged.has(index) || undefined,
              onDragStart: (event) => drag.onDragStart(index, event),
              onDragOver: (event) => drag.onDragOver(index, event),
              onDrop: (event) => drag.onDrop(index, event),
              onDragEnd: drag.onDragEnd,
            }
          : {})}
      >
        {children}
      </tr>
    )
  },
}
