import { combine } from 'effector'
import { $openPlaylist } from '../../model/playlists/open-playlist'
import { indexesOf } from '../../model/playlists/playlist-order'
import { playlistSongsMoved } from '../../model/playlists/playlist-requests'
import { $targetSongs } from '../../model/targets/command-target'
import { defineCommand } from '../command'

/** The index of the one selected row of the open playlist, or -1. */
const $movableIndex = combine($openPlaylist, $targetSongs, (playlist, songs) => {
  if (!playlist || songs.length !== 1) return -1
  return indexesOf(playlist.songs, songs)[0] ?? -1
})

/** Keyboard reorder of the open playlist: the selected row moves one place up or down. */
function moveSong<const Id extends `playlists.${string}`>(id: Id, keys: string, step: -1 | 1) {
  return defineCommand({
    id,
    keys,
    context: combine($movableIndex, $openPlaylist, (index, playlist) => {
      if (index < 0 || playlist === null || index + step < 0 || index + step >= playlist.songs.length) return null
      // Up: into the gap above the previous row; down: into the gap below the next one.
      return { indexes: [index], before: step < 0 ? index - 1 : index + 2 }
    }),
    target: playlistSongsMoved,
  })
}

export const moveSongUp = moveSong('playlists.moveSongUp', 'Mod+Shift+ArrowUp', -1)
export const moveSongDown = moveSong('playlists.moveSongDown', 'Mod+Shift+ArrowDown', 1)

/** Moves rows `{ indexes }` of the open playlist into the gap `before`: rows dropped by a drag. */
export const moveSongs = defineCommand({
  id: 'playlists.moveSongs',
  payloadOnly: true,
  target: playlistSongsMoved,
})
