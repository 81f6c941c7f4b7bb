import type { Chord, KeyLike } from './keybinding'
import { chordFromEvent } from './keybinding'
import type { Binding } from './keymap'
import { matchKeys } from './keymap'

/** A sequence (`G` then `A`) must be finished within this time. */
export const SEQUENCE_TIMEOUT_MS = 1000

export interface ShortcutDeps {
  readonly keymap: () => readonly Binding[]
  readonly isEnabled: (commandId: string) => boolean
  /** Commands that also fire while a text field has focus (their chords use Ctrl or Meta). */
  readonly firesInInputs: (commandId: string) => boolean
  readonly run: (commandId: string) => void
  readonly now?: () => number
}

export interface ShortcutEvent extends KeyLike {
  readonly typing: boolean
  readonly repeat?: boolean
}

/**
 * The one keyboard listener's brain: turns key events into commands through the keymap.
 * Returns true when the event was used (the caller then prevents the browser's default).
 */
export function createShortcutHandler(deps: ShortcutDeps): (event: ShortcutEvent) => boolean {
  const now = deps.now ?? (() => Date.now())
  let typed: Chord[] = []
  let lastAt = 0
  return (event) => {
    const chord = chordFromEvent(event)
    if (chord === null) return false
    const hasCommandModifier = event.ctrlKey || event.metaKey
    if (event.typing && !hasCommandModifier) {
      typed = []
      return false
    }
    if (now() - lastAt > SEQUENCE_TIMEOUT_MS) typed = []
    lastAt = now()
    const attempt = [...typed, chord]
    // Only bindings that can run now: a disabled command's first key is left to the browser
    // (signed out, `G` is just a letter).
    const keymap = deps.keymap().filter((binding) => deps.isEnabled(binding.commandId))
    let match = matchKeys(keymap, attempt)
    if (match.kind === 'none' && typed.length > 0) {
      typed = []
      match = matchKeys(keymap, [chord])
      if (match.kind === 'none') return false
      return handle(match, [chord], event)
    }
    return handle(match, attempt, event)
  }

  function handle(match: ReturnType<typeof matchKeys>, attempt: Chord[], event: ShortcutEvent): boolean {
    if (match.kind === 'prefix') {
      typed = attempt
      return true
    }
    typed = []
    if (match.kind !== 'run') return false
    if (event.typing && !deps.firesInInputs(match.commandId)) return false
    if (!deps.isEnabled(match.commandId)) return false
    if (!event.repeat) deps.run(match.commandId)
    return true
  }
}
