import { useUnit } from 'effector-react'
import type { KeyboardEvent } from 'react'
import { useCallback } from 'react'
import { whenHolds } from '../../commands/key-context'
import { chordFromEvent } from '../../commands/keybinding'
import { $keymap, isBoundChord } from '../../commands/keymap'

const QUEUE_KEYS = { typing: false, dialogOpen: false, inTable: false, inQueue: true }

/** Whether the keymap gives this key to a command where the queue has focus (the row leaves it). */
export function useQueueCommandKeys(): (event: KeyboardEvent) => boolean {
  const keymap = useUnit($keymap)
  return useCallback(
    (event: KeyboardEvent) => {
      const chord = chordFromEvent(event)
      const holds = (when: Parameters<typeof whenHolds>[0]) =>
        whenHolds(when, { ...QUEUE_KEYS, desktop: true }) || whenHolds(when, { ...QUEUE_KEYS, desktop: false })
      return chord !== null && isBoundChord(keymap, chord, holds)
    },
    [keymap],
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
