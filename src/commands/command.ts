import type { EventCallable, Store } from 'effector'

/**
 * Where a command is listed in the keyboard shortcuts modal, in this order. The palette shows
 * SPEC §2's two groups: Pages, and every other category under Commands.
 */
export const COMMAND_CATEGORIES = ['pages', 'playback', 'queue', 'library', 'playlists', 'radios', 'view', 'app'] as const
export type CommandCategory = (typeof COMMAND_CATEGORIES)[number]

/**
 * One user action. The palette, the keyboard map, buttons and menus all find it here and fire
 * the same event, so an action exists once whatever the way it is reached.
 */
export interface Command {
  readonly id: string
  /** i18n key of the title shown in the palette, menus and the shortcuts modal. */
  readonly title: string
  readonly category: CommandCategory
  /** Default keybinding, e.g. `Mod+B` or a sequence `G A`; users may remap it. */
  readonly keybinding?: string
  /** Whether it can run now (a disabled command is hidden from the palette and ignores keys). */
  readonly enabled: Store<boolean>
  readonly run: EventCallable<void>
  /** Also fire while a text field has focus (only for chords with Ctrl/Meta). */
  readonly inInputs?: boolean
}

export function defineCommand(command: Command): Command {
  return command
}
