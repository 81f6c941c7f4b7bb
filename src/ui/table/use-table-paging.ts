import { useUnit } from 'effector-react'
import { useCallback, useMemo, useState } from 'react'
import type { RowsPerPage } from '../../model/library/table-settings'
import { $tableSettings, tableRowsPerPageChanged } from '../../model/library/table-settings'

/**
 * Table paging: rows per page (stored under `tableId`; 'all' when the table is not
 * `paged`), the current page (kept within the page count when the list shrinks) and its slice.
 */
export function useTablePaging<Entry>(tableId: string, paged: boolean, entries: readonly Entry[]) {
  const [settings, rowsPerPageChanged] = useUnit([$tableSettings, tableRowsPerPageChanged])
  const rowsPerPage: RowsPerPage = paged ? (settings.rowsPerPage[tableId] ?? 'all') : 'all'
  const [page, setPage] = useState(0)
  const pageCount = rowsPerPage === 'all' ? 1 : Math.max(1, Math.ceil(entries.length / rowsPerPage))
  const currentPage = Math.min(page, pageCount - 1)
  const offset = rowsPerPage === 'all' ? 0 : currentPage * rowsPerPage
  const pageEntries = useMemo(
    () => (rowsPerPage === 'all' ? entries : entries.slice(offset, offset + rowsPerPage)),
    [entries, rowsPerPage, offset],
  )
  const setRowsPerPage = useCallback(
    (value: RowsPerPage) => {
      setPage(0)
      rowsPerPageChanged({ tableId, rowsPerPage: value })
    },
    [rowsPerPageChanged, tableId],
  )
  return { rowsPerPage, page: currentPage, pageCount, offset, pageEntries, setPage, setRowsPerPage }
}
