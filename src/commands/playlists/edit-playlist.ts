import { combine, createEvent, sample } from 'effector'
import type { PlaylistSummary } from '../../model/playlists/playlist-calls'
import { editPlaylistRequested } from '../../model/playlists/playlist-editor'
import { $playlistSubject } from '../../model/playlists/playlist-subject'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const run = createEvent()
sample({
  clock: run,
  source: $playlistSubject,
  filter: Boolean,
  fn: ({ id, name, comment, isPublic, songCount, duration }: PlaylistSummary) => ({ id, name, comment, isPublic, songCount, duration }),
  target: editPlaylistRequested,
})

export const editPlaylist = defineCommand({
  id: 'playlists.edit',
  title: 'commands.playlists.edit',
  category: 'playlists',
  enabled: combine($isSignedIn, $playlistSubject, (signedIn, playlist) => signedIn && playlist !== null),
  run,
})
