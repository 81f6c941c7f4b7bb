// Start-up step: the library commands that play, rate and open (and the playlist and radio
// commands), after library-step.ts: the two were one step of 50–95 ms in some starts.
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

export const libraryPlayCommandsReady = true
