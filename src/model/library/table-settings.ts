import { createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { persistStore } from '../persistence/persist-store'

/** Rows per page of a paged table; `all` shows every row in one scrolling list. */
export type RowsPerPage = number | 'all'
export const ROWS_PER_PAGE_OPTIONS: readonly RowsPerPage[] = [25, 50, 100, 500, 'all']

/**
 * Per-table choices the user makes, remembered per screen (`songs`, `album`, `playlist`…):
 * which columns are shown and how many rows a page holds. Stored under `tables`, version 1.
 */
export interface TableSettings {
  readonly columns: Readonly<Record<string, readonly string[]>>
  readonly rowsPerPage: Readonly<Record<string, RowsPerPage>>
}

export const tableColumnsChanged = createEvent<{ readonly tableId: string; readonly columns: readonly string[] }>()
export const tableRowsPerPageChanged = createEvent<{ readonly tableId: string; readonly rowsPerPage: RowsPerPage }>()

export const $tableSettings = createStore<TableSettings>({ columns: {}, rowsPerPage: {} })
  .on(tableColumnsChanged, (settings, { tableId, columns }) => ({
    ...settings,
    columns: { ...settings.columns, [tableId]: columns },
  }))
  .on(tableRowsPerPageChanged, (settings, { tableId, rowsPerPage }) => ({
    ...settings,
    rowsPerPage: { ...settings.rowsPerPage, [tableId]: rowsPerPage },
  }))

const StoredTables = t.partial({
  columns: t.record(t.string, t.array(t.string)),
  rowsPerPage: t.record(t.string, t.union([t.number, t.literal('all')])),
})

persistStore({ store: $tableSettings, key: 'tables', version: 1, codec: StoredTables, pick: (state) => ({
  columns: Object.fromEntries(Object.entries(state.columns).map(([id, ids]) => [id, [...ids]])),
  rowsPerPage: { ...state.rowsPerPage },
}) })
