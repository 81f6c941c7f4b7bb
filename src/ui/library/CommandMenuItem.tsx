import type { CommandId } from '../../commands/registry'
import { ContextMenu } from '@radix-ui/themes'
import { useCommand } from '../commands/use-command'

/** A context-menu item that runs a registered command, with its shortcut hint. */
export function CommandMenuItem({ id, label }: { id: CommandId; label?: string }) {
  const command = useCommand(id)
  return (
    <ContextMenu.Item disabled={!command.enabled} onSelect={command.run} shortcut={command.shortcut?.map((chord) => chord.join('+')).join(' ')}>
      {label ?? command.label}
    </ContextMenu.Item>
  )
}
