import type { CommandId } from '../../commands/registry'
import { IconButton, Tooltip } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useCommand } from '../commands/use-command'

/** An icon button for a registered command: named for screen readers, shortcut in its tooltip. */
export function CommandIconButton({ commandId, icon, pressed }: { commandId: CommandId; icon: ReactNode; pressed?: boolean }) {
  const command = useCommand(commandId)
  const hint = command.shortcut ? ` (${command.shortcut.map((chord) => chord.join('+')).join(' ')})` : ''
  return (
    <Tooltip content={`${command.label}${hint}`} delayDuration={700}>
      <IconButton
        variant="ghost"
        color="gray"
        aria-label={command.label}
        aria-pressed={pressed}
        disabled={!command.enabled}
        onClick={command.run}
      >
        {icon}
      </IconButton>
    </Tooltip>
  )
}
