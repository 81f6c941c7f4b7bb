import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { displayKeys } from '../../commands/keybinding'
import { $isApple, $keymap } from '../../commands/keymap'
import { $enabledCommandIds, COMMANDS, commandRequested, findCommand } from '../../commands/registry'

export interface CommandView {
  readonly id: string
  readonly label: string
  /** Key caps per chord, e.g. [['Ctrl', 'B']] or [['G'], ['A']]. */
  readonly shortcut: string[][] | null
  readonly enabled: boolean
  readonly run: () => void
}

/** Everything a button or menu item needs to present and run a registered command. */
export function useCommand(id: string): CommandView {
  const command = findCommand(id)
  if (!command) throw new Error(`Unknown command ${id}`)
  const { t } = useTranslation()
  const [enabledIds, keymap, isApple, request] = useUnit([$enabledCommandIds, $keymap, $isApple, commandRequested])
  const binding = keymap.find((entry) => entry.commandId === id)
  return {
    id,
    label: t(command.title),
    shortcut: binding ? displayKeys(binding.sequence, isApple) : null,
    enabled: enabledIds.has(id),
    run: () => request(id),
  }
}

/** The same for every command at once (palette, shortcuts modal). */
export function useCommandViews(): readonly (CommandView & { category: string })[] {
  const { t } = useTranslation()
  const [enabledIds, keymap, isApple, request] = useUnit([$enabledCommandIds, $keymap, $isApple, commandRequested])
  return COMMANDS.map((command) => {
    const binding = keymap.find((entry) => entry.commandId === command.id)
    return {
      id: command.id,
      category: command.category,
      label: t(command.title),
      shortcut: binding ? displayKeys(binding.sequence, isApple) : null,
      enabled: enabledIds.has(command.id),
      run: () => request(command.id),
    }
  })
}
