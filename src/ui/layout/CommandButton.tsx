import type { CommandId } from '../../commands/registry'
import { IconButton } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useCommand } from '../commands/use-command'
import { tooltip } from '../tooltip/tooltip-controller'

/** An icon button for a registered command: named for screen readers, shortcut in its tooltip (the shared one). */
export function CommandIconButton({ commandId, icon, pressed }: { commandId: CommandId; icon: ReactNode; pressed?: boolean }) {
  const command = useCommand(commandId)
  const hint = command.shortcut ? ` (${command.shortcut.map((chord) => chord.join('+')).join(' ')})` : ''
  return (
    <IconButton
      variant="ghost"
      color="gray"
      aria-label={command.label}
      aria-pressed={pressed}
      disabled={!command.enabled}
      onClick={command.run}
      {...tooltip(`${command.label}${hint}`)}
    >
      {icon}
    </IconButton>
  )
}
