import type { CommandId, PayloadOf } from '../../commands/registry'
import { ContextMenu } from '@radix-ui/themes'
import { useCommand } from '../commands/use-command'

/** A context-menu item that runs a registered command (on `payload`, else its context), with its shortcut hint. */
export function CommandMenuItem<Id extends CommandId>({ id, payload, label }: { id: Id; payload?: PayloadOf<Id>; label?: string }) {
  const command = useCommand(id, payload)
  return (
    <ContextMenu.Item disabled={!command.enabled} onSelect={command.run} shortcut={command.shortcut?.map((chord) => chord.join('+')).join(' ')}>
      {label ?? command.label}
    </ContextMenu.Item>
  )
}
