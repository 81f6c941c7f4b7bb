import { combine, createEvent, createStore } from 'effector'
import { $currentList } from '../queue/queue'

/**
 * Which list widget has keyboard focus, for the list commands (Enter, Delete, Ctrl+A, Alt+↑/↓)
 * whose keybindings apply in the `table` / `queue` contexts. The widgets report focus entering
 * and leaving; nothing here outlives the focus.
 */
export const tableFocusChanged = createEvent<boolean>()
/** The queue row with focus (by song id), or null when focus left the queue. */
export const queueRowFocused = createEvent<string | null>()

export const $tableHasFocus = createStore(false).on(tableFocusChanged, (_, focused) => focused)

const $focusedQueueSongId = createStore<string | null>(null).on(queueRowFocused, (_, id) => id)

/** The focused queue row: its index in the queue now and its song id, or null. */
export const $focusedQueueRow = combine($focusedQueueSongId, $currentList, (id, list) => {
  if (id === null) return null
  const index = list.findIndex((song) => song.id === id)
  return index < 0 ? null : { index, id, length: list.length }
})

/** What a table does with the focused row or its rows: the widget owns rows and selection. */
export type TableAction = 'activate' | 'selectAll'

/** A table command asks the table with focus to act; `seq` tells requests apart. */
export const tableActionRequested = createEvent<TableAction>()
export const $tableActionRequest = createStore<{ readonly action: TableAction; readonly seq: number } | null>(null).on(
  tableActionRequested,
  (last, action) => ({ action, seq: (last?.seq ?? 0) + 1 }),
)
