import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import type { CommandId, CommandRequest, PayloadOf } from '../../commands/registry'
import { commandRequested } from '../../commands/registry'

/**
 * Runs command `id` with `payload` in `scope` outside React: the router's loaders, which load
 * what a route shows through the bus like a screen does (`useRunCommand`).
 */
export function runCommand<Id extends CommandId>(scope: Scope, id: Id, payload: PayloadOf<Id>): void {
  scopeBind(commandRequested, { scope })({ id, payload } as CommandRequest)
}
