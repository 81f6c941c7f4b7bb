import { combine, createEvent, sample } from 'effector'
import { deletePlaylistRequested } from '../../model/playlists/playlist-delete'
import { $playlistSubject } from '../../model/playlists/playlist-subject'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Asks for confirmation first (model/playlists/playlist-delete.ts). */
const run = createEvent()
sample({
  clock: run,
  source: $playlistSubject,
  filter: Boolean,
  fn: (playlist) => ({ id: playlist.id, name: playlist.name }),
  target: deletePlaylistRequested,
})

export const deletePlaylist = defineCommand({
  id: 'playlists.delete',
  title: 'commands.playlists.delete',
  category: 'playlists',
  enabled: combine($isSignedIn, $playlistSubject, (signedIn, playlist) => signedIn && playlist !== null),
  run,
})
