import { DropdownMenu } from '@radix-ui/themes'
import type { ReactElement } from 'react'
import type { CommandId } from '../../commands/registry'
import { useCommand } from '../commands/use-command'

/** The header menu's commands, where a mouse user looks for them (each also in the palette, with a shortcut). */
export const HEADER_MENU_COMMANDS: readonly CommandId[] = ['app.openAbout', 'app.openServerStatus', 'app.quickScan', 'app.checkForUpdates']

function CommandItem({ id }: { id: CommandId }) {
  const command = useCommand(id)
  if (!command.enabled) return null
  return (
    <DropdownMenu.Item onSelect={command.run} shortcut={command.shortcut?.map((chord) => chord.join('+')).join(' ')}>
      {command.label}
    </DropdownMenu.Item>
  )
}

/**
 * The header's "More" menu. Loaded on its first use (Radix Menu is not needed for first paint),
 * and then opened at once: the click that loaded it meant to open it.
 */
export function HeaderMenu({ trigger }: { trigger: ReactElement }) {
  return (
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {HEADER_MENU_COMMANDS.map((id) => (
          <CommandItem key={id} id={id} />
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
