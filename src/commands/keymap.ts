import { combine, createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { $shell } from '../model/host/shell'
import { persistStore } from '../model/persistence/persist-store'
import type { Sequence } from './keybinding'
import { resolveSequence } from './keybinding'
import { COMMANDS } from './registry'

/**
 * Keybindings as data (VS Code style): the registry's defaults, overlaid by the user's own
 * (`null` unbinds). Stored under `keybindings`, version 1.
 */
export const keybindingChanged = createEvent<{ id: string; binding: string | null }>()
export const keybindingReset = createEvent<string>()
/** Every command back to the registry's default. */
export const keybindingsResetAll = createEvent()
/** Binds `binding` to `id` and unbinds it from the commands that used it (a conflict replaced). */
export const keybindingReplaced = createEvent<{ id: string; binding: string; unbind: readonly string[] }>()

const UserKeybindings = t.record(t.string, t.union([t.string, t.null]))

export const $userKeybindings = createStore<Readonly<Record<string, string | null>>>({})
  .on(keybindingChanged, (bindings, { id, binding }) => ({ ...bindings, [id]: binding }))
  .on(keybindingReset, (bindings, id) => {
    const { [id]: _removed, ...rest } = bindings
    return rest
  })
  .on(keybindingsResetAll, () => ({}))
  .on(keybindingReplaced, (bindings, { id, binding, unbind }) => ({
    ...bindings,
    ...Object.fromEntries(unbind.map((other) => [other, null])),
    [id]: binding,
  }))

persistStore({ store: $userKeybindings, key: 'keybindings', version: 1, codec: UserKeybindings, pick: (s) => s })

export const $isApple = $shell.map((shell) => shell.isApple)

export interface Binding {
  readonly commandId: string
  readonly sequence: Sequence
}

/**
 * A binding may list alternatives, `Mod+B | Ctrl+B | Meta+B`: each one runs the command, the
 * first is the one shown. Alternatives that resolve to the same keys count once.
 */
function resolveAlternatives(commandId: string, binding: string, isApple: boolean): Binding[] {
  const seen = new Set<string>()
  return binding.split('|').flatMap((alternative) => {
    const sequence = resolveSequence(alternative, isApple)
    const key = sequence.join(' ')
    if (sequence.length === 0 || seen.has(key)) return []
    seen.add(key)
    return [{ commandId, sequence }]
  })
}

/** The effective binding of every command that has one (a command with alternatives appears once per alternative, its shown one first). */
export const $keymap = combine($userKeybindings, $isApple, (user, isApple): readonly Binding[] =>
  COMMANDS.flatMap((command) => {
    const binding = command.id in user ? user[command.id] : command.keybinding
    return binding ? resolveAlternatives(command.id, binding, isApple) : []
  }),
)

export type KeymapMatch = { readonly kind: 'run'; readonly commandId: string } | { readonly kind: 'prefix' } | { readonly kind: 'none' }

/** What the chords typed so far mean: a command to run, the start of a sequence, or nothing. */
export function matchKeys(keymap: readonly Binding[], typed: Sequence): KeymapMatch {
  let prefix = false
  for (const { commandId, sequence } of keymap) {
    if (sequence.length < typed.length) continue
    if (!typed.every((chord, index) => sequence[index] === chord)) continue
    if (sequence.length === typed.length) return { kind: 'run', commandId }
    prefix = true
  }
  return prefix ? { kind: 'prefix' } : { kind: 'none' }
}

/**
 * The commands a new binding for `commandId` would clash with: the same keys, or one binding
 * starting the other (`G` would shadow `G A`, so a sequence could never be finished).
 */
export function findConflicts(keymap: readonly Binding[], commandId: string, sequence: Sequence): readonly string[] {
  return keymap
    .filter((binding) => binding.commandId !== commandId)
    .filter(({ sequence: other }) => {
      const shorter = Math.min(other.length, sequence.length)
      return other.slice(0, shorter).every((chord, index) => chord === sequence[index])
    })
    .map((binding) => binding.commandId)
}

/** Whether the command runs on the keys of its registry default. */
export function isDefaultBinding(user: Readonly<Record<string, string | null>>, commandId: string): boolean {
  return !(commandId in user)
}
