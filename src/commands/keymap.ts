import { combine, createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { $shell } from '../model/host/shell'
import { persistStore } from '../model/persistence/persist-store'
import { isRight } from 'fp-ts/Either'
import type { KeyContext } from './command'
import { contextsOverlap } from './key-context'
import type { Chord, Sequence } from './keybinding'
import { resolveSequence } from './keybinding'
import { COMMANDS, RENAMED_COMMAND_IDS } from './registry'

/**
 * Keybindings as data (VS Code style): the registry's defaults, overlaid by the user's own
 * (`null` unbinds). Stored under `keybindings`, version 1.
 *
 * A user's binding is per command and context: it replaces that command's default keys in its
 * context only (`when`, by default the context of the command's first default key), and leaves
 * its keys in other contexts as they are. Stored under the command's id for that first context,
 * `<id>@<context>` for another. Reset brings back every default of the command.
 */
export const keybindingChanged = createEvent<{ id: string; binding: string | null; when?: KeyContext }>()
/** A command back to all its default keys (every context). */
export const keybindingReset = createEvent<string>()
/** Every command back to the registry's default. */
export const keybindingsResetAll = createEvent()
/** Binds `binding` to `id` and unbinds the bindings (command and context) that used those keys (a conflict replaced). */
export const keybindingReplaced = createEvent<{ id: string; binding: string; when?: KeyContext; unbind: readonly { readonly id: string; readonly when: KeyContext }[] }>()

/** Where the user's binding of `id` in context `when` is stored. */
export function userBindingKey(id: string, when: KeyContext = contextOf(id)): string {
  return when === contextOf(id) ? id : `${id}@${when}`
}

const ownsKey = (id: string) => (key: string) => key === id || key.startsWith(`${id}@`)

const StoredKeybindings = t.record(t.string, t.union([t.string, t.null]))

/** The stored overrides, with ids renamed since they were written read under their new id. */
const UserKeybindings = new t.Type<Record<string, string | null>>(
  'UserKeybindings',
  StoredKeybindings.is,
  (input, context) => {
    const decoded = StoredKeybindings.validate(input, context)
    if (!isRight(decoded)) return decoded
    return t.success(Object.fromEntries(Object.entries(decoded.right).map(([id, binding]) => [RENAMED_COMMAND_IDS[id] ?? id, binding])))
  },
  t.identity,
)

export const $userKeybindings = createStore<Readonly<Record<string, string | null>>>({})
  .on(keybindingChanged, (bindings, { id, binding, when }) => ({ ...bindings, [userBindingKey(id, when)]: binding }))
  .on(keybindingReset, (bindings, id) => Object.fromEntries(Object.entries(bindings).filter(([key]) => !ownsKey(id)(key))))
  .on(keybindingsResetAll, () => ({}))
  .on(keybindingReplaced, (bindings, { id, binding, when, unbind }) => ({
    ...bindings,
    ...Object.fromEntries(unbind.map((other) => [userBindingKey(other.id, other.when), null])),
    [userBindingKey(id, when)]: binding,
  }))

persistStore({ store: $userKeybindings, key: 'keybindings', version: 1, codec: UserKeybindings, pick: (s) => s })

export const $isApple = $shell.map((shell) => shell.isApple)

export interface Binding {
  readonly commandId: string
  readonly sequence: Sequence
  /** Where it applies; `idle` when left out. */
  readonly when?: KeyContext
}

/**
 * The effective bindings: a command's defaults (several allowed, each with its context), where
 * in each context the user's binding, if any, replaces that context's defaults.
 */
export const $keymap = combine($userKeybindings, $isApple, (user, isApple): readonly Binding[] =>
  COMMANDS.flatMap((command) => {
    // Defaults that resolve to the same keys on this platform count once (`Mod+B` and `Ctrl+B` off Apple).
    const seen = new Set<string>()
    const defaults = command.keys.flatMap((key) => {
      const when = key.when ?? 'idle'
      if (userBindingKey(command.id, when) in user) return []
      const sequence = resolveSequence(key.key, isApple)
      const id = `${when} ${sequence.join(' ')}`
      if (seen.has(id)) return []
      seen.add(id)
      return [{ commandId: command.id, sequence, when }]
    })
    // The user's own, the first context's first (the shortcut hint shows it).
    const own = Object.entries(user)
      .sort(([a], [b]) => Number(b === command.id) - Number(a === command.id))
      .flatMap(([key, binding]) => {
        if (binding === null || !ownsKey(command.id)(key)) return []
        const when = key === command.id ? contextOf(command.id) : (key.slice(command.id.length + 1) as KeyContext)
        return [{ commandId: command.id, sequence: resolveSequence(binding, isApple), when }]
      })
    return [...own, ...defaults]
  }),
)

/**
 * A recorded chord written portably: the platform's primary modifier (⌘ on Apple keyboards, Ctrl
 * elsewhere) becomes `Mod`, so a keymap moves between Mac and PC.
 */
export function portableChord(chord: Chord, isApple: boolean): string {
  const primary = isApple ? 'Meta' : 'Ctrl'
  const parts = chord.split(/\+(?!$)/)
  if (!parts.slice(0, -1).includes(primary)) return chord
  return ['Mod', ...parts.filter((part, index) => index === parts.length - 1 || part !== primary)].join('+')
}

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
export function findConflicts(keymap: readonly Binding[], commandId: string, sequence: Sequence, when: KeyContext = 'idle'): readonly string[] {
  return conflictingBindings(keymap, commandId, sequence, when)
    .map((binding) => binding.commandId)
    .filter((id, index, ids) => ids.indexOf(id) === index)
}

/** The bindings (command and context) that `findConflicts` names: what Replace unbinds. */
export function conflictingBindings(keymap: readonly Binding[], commandId: string, sequence: Sequence, when: KeyContext = 'idle'): readonly Binding[] {
  return keymap
    .filter((binding) => binding.commandId !== commandId)
    .filter((binding) => contextsOverlap(binding.when ?? 'idle', when))
    .filter(({ sequence: other }) => {
      const shorter = Math.min(other.length, sequence.length)
      return other.slice(0, shorter).every((chord, index) => chord === sequence[index])
    })
}

/** The context of a command's bindings (its first default's; `idle` without keys). */
export function contextOf(commandId: string): KeyContext {
  return COMMANDS.find((command) => command.id === commandId)?.keys[0]?.when ?? 'idle'
}

/**
 * Whether a one-chord binding applies to `chord` where `holds` says its context holds: widgets
 * (tables, the queue) leave such keys to the keyboard listener instead of hard-coding them.
 */
export function isBoundChord(keymap: readonly Binding[], chord: string, holds: (when: KeyContext) => boolean): boolean {
  return keymap.some((binding) => binding.sequence.length === 1 && binding.sequence[0] === chord && holds(binding.when ?? 'idle'))
}

/** Whether the command runs on the keys of its registry defaults (in every context). */
export function isDefaultBinding(user: Readonly<Record<string, string | null>>, commandId: string): boolean {
  return !Object.keys(user).some(ownsKey(commandId))
}
