import { useUnit } from 'effector-react'
import { useCallback } from 'react'
import { useTexts } from '../i18n/use-texts'
import type { CommandCategory } from '../../commands/command'
import { displayKeys } from '../../commands/keybinding'
import { $isApple, $keymap } from '../../commands/keymap'
import type { CommandId, PayloadOf } from '../../commands/registry'
import { $enabledCommandIds, COMMANDS, commandRequested, findCommand, fromContext } from '../../commands/registry'

export interface CommandView {
  readonly id: CommandId
  readonly label: string
  /** Key caps per chord of its first binding, e.g. [['Ctrl', 'B']] or [['G'], ['A']]. */
  readonly shortcut: string[][] | null
  /** Whether it can run from context now (with a payload given, whether it can run at all). */
  readonly enabled: boolean
  readonly run: () => void
}

/**
 * Everything a button or menu item needs to present and run a registered command. With a
 * payload the command acts on it (this album, these rows); without, on its context.
 */
export function useCommand<Id extends CommandId>(id: Id, payload?: PayloadOf<Id>): CommandView {
  const command = findCommand(id)
  if (!command) throw new Error(`Unknown command ${id}`)
  const { t } = useTexts()
  const [enabledIds, keymap, isApple, request, enabled] = useUnit([$enabledCommandIds, $keymap, $isApple, commandRequested, command.enabled])
  const binding = keymap.find((entry) => entry.commandId === id)
  return {
    id,
    label: t(command.title),
    shortcut: binding ? displayKeys(binding.sequence, isApple) : null,
    enabled: payload === undefined ? enabledIds.has(id) : enabled,
    run: () => request({ id, payload } as Parameters<typeof request>[0]),
  }
}

/**
 * Runs command `id` with a payload known only when the user acts (a slider's position, the
 * clicked row): `const seek = useRunCommand('playback.seekTo'); seek({ seconds })`.
 */
export function useRunCommand<Id extends CommandId>(id: Id): (payload: PayloadOf<Id>) => void {
  const request = useUnit(commandRequested)
  return useCallback(
    (payload: PayloadOf<Id>) => {
      request({ id, payload } as Parameters<typeof request>[0])
    },
    [id, request],
  )
}

/**
 * Only the running of command `id` from its context, for a control that shows nothing of the
 * command (a sidebar link): lighter than useCommand, which follows its label, keys and state.
 */
export function useCommandRun(id: CommandId): () => void {
  const request = useUnit(commandRequested)
  return useCallback(() => request(fromContext(id)), [id, request])
}

/**
 * The same for every command at once (palette, shortcuts modal), run from context. Payload-only
 * commands (see `Command.payloadOnly`) are left out: neither a key nor the palette can run them.
 */
export function useCommandViews(): readonly (CommandView & { category: CommandCategory; inPalette: boolean })[] {
  const { t } = useTexts()
  const [enabledIds, keymap, isApple, request] = useUnit([$enabledCommandIds, $keymap, $isApple, commandRequested])
  return COMMANDS.filter((command) => !command.payloadOnly).map((command) => {
    const binding = keymap.find((entry) => entry.commandId === command.id)
    return {
      id: command.id,
      category: command.category,
      inPalette: command.inPalette,
      label: t(command.title),
      shortcut: binding ? displayKeys(binding.sequence, isApple) : null,
      enabled: enabledIds.has(command.id),
      run: () => request(fromContext(command.id)),
    }
  })
}
