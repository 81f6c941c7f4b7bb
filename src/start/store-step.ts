// Start-up step: effector and the persistence models every other model builds on, evaluated
// before them so that the model step is not one long task (src/main.tsx).
import '../model/persistence/app-store'
import '../model/persistence/persist-store'
import '../model/timing/settled'
import '../model/host/host-task'

export const storeReady = true
