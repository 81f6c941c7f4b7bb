// Start-up step: the queue, evaluated before the rest of the player so that no step is one long
// task (src/main.tsx).
import '../model/queue/queue'

export const queueReady = true
