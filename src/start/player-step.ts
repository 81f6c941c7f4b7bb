import '../commands/playback/playback-commands'
import '../commands/queue/queue-commands'
import '../model/player/window-title'

/**
 * Start-up step: the playback and queue commands with the player and queue models, evaluated
 * before the other commands so that neither step is one long task.
 */
export const playerReady = true
