// Start-up step: effector's first units — the host, the server's configuration and the pages —
// evaluated before the persistence stores so that neither step is one long task (src/main.tsx):
// effector's first runs are slow (not yet compiled), so the first steps are the smallest.
import '../model/host/shell'
import '../model/session/server-config'
import '../model/layout/pages'

export const hostReady = true
