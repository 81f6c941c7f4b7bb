// Start-up step: playback (the audio element's model and its settings), evaluated before the
// player's commands and the server's queue so that no step is one long task (src/main.tsx).
import '../model/player/playback'

export const playbackReady = true
