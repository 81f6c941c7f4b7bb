// Start-up step: the api's calls and codecs (io-ts), evaluated before the models so that no step
// is one long task (src/main.tsx).
import '../api/calls/album-list'
import '../api/calls/ping'
import '../api/calls/play-queue'

export const apiReady = true
