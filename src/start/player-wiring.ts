/**
 * The player's modules that only react (nothing imports them for a value): scrobbling, its
 * backlog and the stored player state. Wired explicitly at start-up by the player step, and for
 * unit tests by their setup, rather than as side effects of importing the player's model.
 */
import '../model/player/scrobble'
import '../model/player/scrobble-backlog'
import '../model/player/player-persistence'

export const playerWired = true
