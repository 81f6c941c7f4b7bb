import { combine, createEvent, sample } from 'effector'
import { addToPlaylistRequested } from '../../model/playlists/add-to-playlist'
import { $isSignedIn } from '../../model/session/signed-in'
import { $targetSongs } from '../../model/targets/command-target'
import { defineCommand } from '../command'

/** Acts on the songs of $commandTarget: table rows, an album's songs, the queue. */
const run = createEvent()
sample({ clock: run, source: $targetSongs, target: addToPlaylistRequested })

export const addToPlaylist = defineCommand({
  id: 'playlists.addToPlaylist',
  title: 'commands.playlists.addToPlaylist',
  category: 'playlists',
  keybinding: 'A P',
  enabled: combine($isSignedIn, $targetSongs, (signedIn, songs) => signedIn && songs.length > 0),
  run,
})
