// Start-up step: the library, playlist and radio commands with the models they use, evaluated
// before the other commands so that neither step is one long task (src/main.tsx).
import '../commands/library/add-to-queue'
import '../commands/library/album-commands'
import '../commands/library/artist-mix'
import '../commands/library/artist-radio'
import '../commands/library/download-songs'
import '../commands/library/go-to'
import '../commands/library/go-to-search'
import '../commands/library/instant-mix'
import '../commands/library/open-artist'
import '../commands/library/play-from'
import '../commands/library/play-next'
import '../commands/library/play-songs'
import '../commands/library/rate-songs'
import '../commands/library/retry-list'
import '../commands/library/song-info'
import '../commands/library/table-keys'
import '../commands/library/toggle-album-like'
import '../commands/library/toggle-like'
import '../commands/playlists/playlist-commands'
import '../commands/radios/radio-commands'

export const libraryCommandsReady = true
