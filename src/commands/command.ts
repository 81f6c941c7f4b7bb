import type { EventCallable, Store } from 'effector'
import { createStore } from 'effector'
import type { KeyContext } from './key-context'

/**
 * Where a command is listed in the keyboard shortcuts modal, in this order. The palette shows
 * two groups: Pages, and every other category under Commands. A command's category is
 * its id's prefix and its folder under src/commands (`view.toggleSidebar` → src/commands/view).
 */
export const COMMAND_CATEGORIES = ['pages', 'playback', 'queue', 'library', 'playlists', 'radios', 'offline', 'view', 'app'] as const
export type CommandCategory = (typeof COMMAND_CATEGORIES)[number]

/** Where a keybinding applies (VS Code's `when`): a named set of context keys, src/commands/key-context.ts. */
export type { KeyContext } from './key-context'
export { KEY_CONTEXTS } from './key-context'

export interface KeySpec {
  /** `Mod+B` (Mod is ⌘ on Apple keyboards, Ctrl elsewhere) or a sequence `G A`. */
  readonly key: string
  readonly when?: KeyContext
}

type IdOf<Category extends CommandCategory> = `${Category}.${string}`

/**
 * One user action. The palette, the keyboard map, buttons and menus all fire `commandRequested`
 * with its id and (optionally) its payload; a missing payload is taken from `context`.
 */
export interface Command<Id extends string = string, Payload = unknown> {
  readonly id: Id
  readonly category: CommandCategory
  /** i18n key of the title shown in the palette, menus and the shortcuts modal: `commands.<id>`. */
  readonly title: string
  /** Default keybindings; users may remap them. */
  readonly keys: readonly KeySpec[]
  /** Whether it can run now at all (signed in, something playing…). */
  readonly enabled: Store<boolean>
  /**
   * The payload when fired without one (a key, the palette): the focused row, the open page, the
   * selection… null when it cannot run now. Null for commands without payload.
   */
  readonly context: Store<Payload | null> | null
  /** The model event the command fires with its payload (adapted by `adapt` when there is one). */
  readonly target: EventCallable<unknown>
  /**
   * Turns the command's payload into the target's (a route's path, a preset's name): a plain
   * function the registry calls, not a `.prepend`ed event per command (an event ≈ 1.2 KB of heap
   * for the page's life, issue 13).
   */
  readonly adapt: ((payload: Payload) => unknown) | null
  /**
   * Runs only with a payload its caller passes (a slider's position, a clicked row): never from
   * a key or the palette, so it is listed in neither. One without payload (`void`: a route's
   * loading, the end of a grid) runs when its caller says so, `useRunCommand(id)()`.
   */
  readonly payloadOnly: boolean
  /**
   * Listed in the palette when it can run. False for list keys (Enter in a table, Alt+↑ in the
   * queue): their context is a focused list, which the open palette has taken the focus from.
   */
  readonly inPalette: boolean
}

const $alwaysTrue = createStore(true)
const $neverResolved = createStore(null)

interface CommandSpec<Id extends IdOf<CommandCategory>, Payload> {
  readonly id: Id
  readonly keys?: string | readonly (string | KeySpec)[]
  readonly enabled?: Store<boolean>
  readonly context?: Store<Payload | null>
  /** Only buttons and menus with a payload run it (see `Command.payloadOnly`); no keys then. */
  readonly payloadOnly?: boolean
  /** False keeps it out of the palette (list keys); it stays in the shortcuts modal. */
  readonly inPalette?: boolean
}

/**
 * Declares a command in one statement: its id (prefix = category = folder), keys, when it can
 * run, how its payload is found from context and the model event it fires. Payload-free commands
 * leave out `context`; commands that need their caller's payload say `payloadOnly`; to adapt a
 * payload to the model event give `adapt` (`target: navigated, adapt: () => ROUTES.search`).
 */
export function defineCommand<const Id extends IdOf<CommandCategory>, Payload = void>(
  spec: CommandSpec<Id, Payload> & { readonly target: EventCallable<Payload>; readonly adapt?: undefined },
): Command<Id, Payload>
export function defineCommand<const Id extends IdOf<CommandCategory>, Payload = void, Target = unknown>(
  spec: CommandSpec<Id, Payload> & { readonly target: EventCallable<Target>; readonly adapt: (payload: Payload) => Target },
): Command<Id, Payload>
export function defineCommand<const Id extends IdOf<CommandCategory>, Payload, Target>(
  spec: CommandSpec<Id, Payload> & { readonly target: EventCallable<Payload> | EventCallable<Target>; readonly adapt?: (payload: Payload) => Target },
): Command<Id, Payload> {
  if (spec.payloadOnly && (spec.keys !== undefined || spec.context !== undefined)) {
    throw new Error(`${spec.id}: a payload-only command has no keys and no context`)
  }
  const keys = spec.keys === undefined ? [] : typeof spec.keys === 'string' ? [spec.keys] : spec.keys
  return {
    id: spec.id,
    category: spec.id.slice(0, spec.id.indexOf('.')) as CommandCategory,
    title: `commands.${spec.id}`,
    keys: keys.map((key) => (typeof key === 'string' ? { key } : key)),
    enabled: spec.enabled ?? $alwaysTrue,
    context: spec.payloadOnly ? ($neverResolved as Store<Payload | null>) : (spec.context ?? null),
    target: spec.target as unknown as EventCallable<unknown>,
    adapt: spec.adapt ?? null,
    payloadOnly: spec.payloadOnly ?? false,
    inPalette: !spec.payloadOnly && spec.inPalette !== false,
  }
}
