import type { DragEvent } from 'react'
import { useState } from 'react'
import type { SelectionState } from './table-selection'
import { contextRow } from './table-selection'

/** Rows dropped elsewhere: their indexes in the table's rows and the gap they go to (0 = top). */
export interface RowsMove {
  readonly indexes: readonly number[]
  readonly before: number
}

/** Marks this table's own drags, so files or text dragged in from elsewhere are not taken. */
const DRAG_TYPE = 'application/x-tonearm-rows'

/** The gap a pointer over a row points at: above the row in its upper half, below it in its lower half. */
function gapAt(index: number, event: DragEvent<HTMLElement>): number {
  const rect = event.currentTarget.getBoundingClientRect()
  return event.clientY > rect.top + rect.height / 2 ? index + 1 : index
}

const isOurs = (event: DragEvent) => event.dataTransfer?.types?.includes(DRAG_TYPE) === true

export interface RowDrag {
  /** Displayed indexes of the rows being dragged. */
  readonly dragged: ReadonlySet<number>
  /** The gap (displayed rows) the drop indicator shows, if any. */
  readonly dropBefore: number | null
  readonly onDragStart: (index: number, event: DragEvent<HTMLElement>) => void
  readonly onDragOver: (index: number, event: DragEvent<HTMLElement>) => void
  readonly onDrop: (index: number, event: DragEvent<HTMLElement>) => void
  readonly onDragEnd: () => void
}

/**
 * Reordering rows by native drag and drop (HTML5): grabbing a selected row drags the whole
 * selection, grabbing another row selects and drags just it; over a row the pointer's half picks
 * the gap above or below it; the drop reports the move and the dragged row keeps the focus at
 * its new place. Works with virtualised rows: the state lives here, not in the row elements.
 */
export function useRowDrag(options: {
  readonly current: SelectionState
  readonly keys: readonly string[]
  readonly labels: (indexes: readonly number[]) => string
  /** Index in the table's rows of the first displayed row (paging). */
  readonly offset: number
  readonly onSelection: (state: SelectionState) => void
  readonly onRowsMoved: (move: RowsMove) => void
}): RowDrag {
  const { current, keys, offset } = options
  const [drag, setDrag] = useState<{ readonly rows: readonly number[]; readonly grabbed: number; readonly before: number | null } | null>(null)

  const onDragStart = (index: number, event: DragEvent<HTMLElement>) => {
    const state = contextRow(current, keys, index)
    const rows = keys.flatMap((key, i) => (state.selected.has(key) ? [i] : []))
    const dragged = rows.length > 0 ? rows : [index]
    options.onSelection(state)
    setDrag({ rows: dragged, grabbed: index, before: null })
    if (event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move'
      event.dataTransfer.setData(DRAG_TYPE, dragged.join(','))
      event.dataTransfer.setData('text/plain', options.labels(dragged))
    }
  }
  const onDragOver = (index: number, event: DragEvent<HTMLElement>) => {
    if (!drag || !isOurs(event)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    const before = gapAt(index, event)
    if (before !== drag.before) setDrag({ ...drag, before })
  }
  const onDrop = (index: number, event: DragEvent<HTMLElement>) => {
    if (!drag || !isOurs(event)) return
    event.preventDefault()
    const before = gapAt(index, event)
    setDrag(null)
    options.onRowsMoved({ indexes: drag.rows.map((row) => row + offset), before: before + offset })
    // Where the grabbed row lands: the moved block starts at the gap less the rows taken from above it.
    const start = before - drag.rows.filter((row) => row < before).length
    const focus = start + drag.rows.indexOf(drag.grabbed)
    options.onSelection({ ...current, anchor: focus, focus })
  }
  return {
    dragged: new Set(drag?.rows ?? []),
    dropBefore: drag?.before ?? null,
    onDragStart,
    onDragOver,
    onDrop,
    onDragEnd: () => setDrag(null),
  }
}
