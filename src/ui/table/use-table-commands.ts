import { useUnit } from 'effector-react'
import type { FocusEvent, KeyboardEvent, RefObject } from 'react'
import { useCallback, useEffect, useRef } from 'react'
import { whenHolds } from '../../commands/key-context'
import { chordFromEvent } from '../../commands/keybinding'
import { $keymap, isBoundChord } from '../../commands/keymap'
import { $openDialog } from '../../model/dialogs/dialogs'
import { $shell } from '../../model/host/shell'
import { keyMomentAt } from '../commands/key-moment'
import type { TableAction } from '../../model/focus/list-focus'
import { $tableActionRequest, tableFocusChanged } from '../../model/focus/list-focus'

const inGrid = (target: EventTarget | null) => target instanceof Element && target.closest('[role="grid"]') !== null

/**
 * The table's share of the command bus: it reports focus entering and leaving its rows (the
 * `table` context), runs the table commands (Enter, Ctrl/⌘+A…) when it holds the focus, and
 * tells the row keys which chords the keymap has taken (a remapped key is the command's).
 */
export function useTableCommands(frame: RefObject<HTMLElement | null>, run: (action: TableAction) => void) {
  const [keymap, request, focusChanged, dialog, shell] = useUnit([$keymap, $tableActionRequest, tableFocusChanged, $openDialog, $shell])
  const seen = useRef(request?.seq ?? 0)
  const runLatest = useRef(run)
  useEffect(() => {
    runLatest.current = run
  }, [run])
  useEffect(() => {
    if (!request || request.seq <= seen.current) return
    seen.current = request.seq
    if (frame.current?.contains(document.activeElement)) runLatest.current(request.action)
  }, [request, frame])

  const focused = useRef(false)
  const onFocus = useCallback(
    (event: FocusEvent) => {
      if (!inGrid(event.target) || focused.current) return
      focused.current = true
      focusChanged(true)
    },
    [focusChanged],
  )
  const onBlur = useCallback(
    (event: FocusEvent) => {
      if (!focused.current || (inGrid(event.relatedTarget) && frame.current?.contains(event.relatedTarget as Node))) return
      focused.current = false
      focusChanged(false)
    },
    [focusChanged, frame],
  )
  useEffect(
    () => () => {
      if (focused.current) focusChanged(false)
    },
    [focusChanged],
  )

  /** Whether a command is bound to this key where a table has focus: the row leaves it alone. */
  const isCommandKey = useCallback(
    (event: KeyboardEvent) => {
      const chord = chordFromEvent(event)
      const moment = keyMomentAt(event.target, { dialogOpen: dialog !== null, desktop: shell.kind === 'desktop' })
      return chord !== null && isBoundChord(keymap, chord, (when) => whenHolds(when, moment))
    },
    [keymap, dialog, shell],
  )
  return { onFocus, onBlur, isCommandKey }
}
