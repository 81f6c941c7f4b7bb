import type { KeyboardEvent, MouseEvent, RefObject } from 'react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TableVirtuosoHandle } from 'react-virtuoso'
import type { TableAction } from '../../model/focus/list-focus'
import type { SelectionState } from './table-selection'
import { clickRow, contextRow, EMPTY_SELECTION, moveFocus, pruneSelection, selectAll } from './table-selection'
import { useTableCommands } from './use-table-commands'

const PAGE_JUMP = 10

/**
 * The focused row and the selection of the shown rows (`keys` in display order): clicks, arrows,
 * Page Up/Down, Home/End, Escape; the table's commands (Enter, Ctrl/⌘+A) through the bus; the rows
 * commands act on (the selection, else the focused row) reported with `onTargetChange`.
 */
export function useTableFocus<Row>(options: {
  readonly frame: RefObject<HTMLElement | null>
  readonly virtuoso: RefObject<TableVirtuosoHandle | null>
  readonly shown: readonly Row[]
  readonly keys: readonly string[]
  readonly onActivate: ((rows: readonly Row[], index: number) => void) | undefined
  readonly onTargetChange: ((rows: readonly Row[]) => void) | undefined
}) {
  const { frame, virtuoso, shown, keys, onActivate, onTargetChange } = options
  const [selection, setSelection] = useState<SelectionState>(EMPTY_SELECTION)
  const current = useMemo(() => pruneSelection(selection, keys), [selection, keys])
  const focusPending = useRef(false)

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
    [current, keys, commands, virtuoso],
  )

  return {
    current,
    setSelection,
    focusPending,
    activate,
    onRowClick,
    onRowFocus,
    onRowContextMenu,
    onKeyDown,
    onFocus: commands.onFocus,
    onBlur: commands.onBlur,
  }
}
