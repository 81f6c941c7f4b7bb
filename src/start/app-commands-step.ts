// Start-up step: the servers' and app's models the commands use, evaluated before the registry so
// that no step is one long task (src/main.tsx).
import '../commands/app/servers'
import '../model/server/quick-scan'
import '../model/player/song-notifications'
import '../model/layout/info-panel'

export const appCommandsReady = true
