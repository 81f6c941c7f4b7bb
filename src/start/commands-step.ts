import '../commands/keymap'
import '../commands/registry'

/**
 * Start-up step 3: the command registry and, through its commands, every model unit they use.
 * Evaluated on its own so that React's step stays short.
 */
export const commandsReady = true
