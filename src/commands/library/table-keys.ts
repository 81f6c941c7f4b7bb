import type { TableAction } from '../../model/focus/list-focus'
import { $tableHasFocus, tableActionRequested } from '../../model/focus/list-focus'
import { defineCommand } from '../command'

/** A key of the song table with focus: the table (which owns its rows and selection) acts. */
function tableCommand<const Id extends `library.${string}`>(id: Id, key: string, action: TableAction) {
  return defineCommand({
    id,
    keys: [{ key, when: 'table' }],
    context: $tableHasFocus.map((focused) => (focused ? action : null)),
    target: tableActionRequested,
    inPalette: false,
  })
}

/** Enter in a table: plays the list from the focused row (an album's disc: the whole album). */
export const playFromRow = tableCommand('library.playFromRow', 'Enter', 'activate')
/** Ctrl/⌘+A in a table: selects every row of the page. */
export const selectAllRows = tableCommand('library.selectAllRows', 'Mod+A', 'selectAll')
