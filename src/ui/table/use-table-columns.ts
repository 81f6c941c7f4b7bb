import { useUnit } from 'effector-react'
import { useCallback, useMemo } from 'react'
import { $tableSettings, tableColumnsChanged } from '../../model/library/table-settings'
import type { ColumnDef } from './column'

/**
 * The columns a table shows: the user's choice stored under `tableId` (the column menu), else
 * `defaultColumns`; columns that are always shown stay whatever the choice.
 */
export function useTableColumns<Row>(tableId: string, columns: readonly ColumnDef<Row>[], defaultColumns: readonly string[]) {
  const [settings, columnsChanged] = useUnit([$tableSettings, tableColumnsChanged])
  const visibleIds = settings.columns[tableId] ?? defaultColumns
  const visibleColumns = useMemo(
    () => columns.filter((column) => column.alwaysShown || visibleIds.includes(column.id)),
    [columns, visibleIds],
  )
  const showColumns = useCallback((ids: readonly string[]) => {
    columnsChanged({ tableId, columns: ids })
  }, [columnsChanged, tableId])
  return { visibleColumns, showColumns }
}
