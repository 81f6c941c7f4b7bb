// Start-up step: the library commands that load and queue (lists, pages, mixes, the queue's
// additions) with the models they use, evaluated before the other commands so that no step is
// one long task (src/main.tsx); library-play-step.ts has the rest.
import '../commands/library/add-to-queue'
import '../commands/library/album-commands'
import '../commands/library/artist-mix'
import '../commands/library/artist-radio'
import '../commands/library/download-songs'
import '../commands/library/go-to'
import '../commands/library/go-to-search'
import '../commands/library/instant-mix'
import '../commands/library/more-albums'
import '../commands/library/open-artist'

export const libraryCommandsReady = true
