// Start-up step: the player's stored state (queue and position, scrobbles) and the server's
// extensions, evaluated before the rest of the player so that no step is one long task
// (src/main.tsx).
import '../model/player/player-persistence'
import '../model/player/progress'
import '../model/player/scrobble'
import '../model/player/scrobble-backlog'
import '../model/session/server-extensions'

export const playerStateReady = true
