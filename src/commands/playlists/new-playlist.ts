import { createEvent, sample } from 'effector'
import { newPlaylistRequested } from '../../model/playlists/playlist-editor'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({ clock: run, fn: () => [], target: newPlaylistRequested })

export const newPlaylist = defineCommand({
  id: 'playlists.new',
  title: 'commands.playlists.new',
  category: 'playlists',
  keybinding: 'N P',
  enabled: $isSignedIn,
  run,
})
