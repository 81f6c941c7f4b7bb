// Start-up step: the play queue's sync with the server, evaluated before the player's commands so
// that no step is one long task (src/main.tsx).
import '../model/queue-sync/server-queue'

export const syncReady = true
