import { useUnit } from 'effector-react'
import type { KeyboardEvent } from 'react'
import { useCallback } from 'react'
import { whenHolds } from '../../commands/key-context'
import { chordFromEvent } from '../../commands/keybinding'
import { $keymap, isBoundChord } from '../../commands/keymap'
import { $openDialog } from '../../model/dialogs/dialogs'
import { $shell } from '../../model/host/shell'
import { keyMomentAt } from '../commands/key-moment'

/** Whether the keymap gives this key to a command where the queue has focus (the row leaves it). */
export function useQueueCommandKeys(): (event: KeyboardEvent) => boolean {
  const [keymap, dialog, shell] = useUnit([$keymap, $openDialog, $shell])
  return useCallback(
    (event: KeyboardEvent) => {
      const chord = chordFromEvent(event)
      const moment = keyMomentAt(event.target, { dialogOpen: dialog !== null, desktop: shell.kind === 'desktop' })
      return chord !== null && isBoundChord(keymap, chord, (when) => whenHolds(when, moment))
    },
    [keymap, dialog, shell],
  )
}

/** The queue commands' keys as `aria-keyshortcuts` (`Alt+ArrowUp Alt+ArrowDown Delete`). */
export function useQueueKeyShortcuts(): string {
  const keymap = useUnit($keymap)
  return keymap
    .filter((binding) => binding.when === 'queue' && binding.sequence.length === 1)
    .map((binding) => binding.sequence[0]!.replace('Ctrl', 'Control'))
    .join(' ')
}
