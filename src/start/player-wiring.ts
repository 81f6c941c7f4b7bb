/**
 * The player's modules that act by listening alone: the element's driver, scrobbling and its
 * backlog, the stored queue and position, the media session. Nothing imports them for a value:
 * the app assembles them here, in its player step (src/start/player-step.ts). A unit test that
 * needs the player as the app has it imports this file too (src/ui/layout/Announcer.test.tsx);
 * the others import the one module they test, or none: a test scope then scrobbles nothing and
 * stores no queue, as before the wiring was explicit.
 */
import '../model/player/playback'
import '../model/player/scrobble'
import '../model/player/scrobble-backlog'
import '../model/player/player-persistence'
import '../model/player/media-session'

export const playerWired = true
