// Start-up step of the desktop app only (src/start/model-step.ts loads it when the shell is the
// desktop one, before appStarted): the models that answer the window, tray and updater events.
// A browser never evaluates them; their commands stay registered there, and disabled.
import '../model/host/desktop-window-calls'
import '../model/update/update-flow'

export const desktopReady = true
