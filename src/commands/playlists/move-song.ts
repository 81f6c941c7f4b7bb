import { createEvent, sample } from 'effector'
import { $openPlaylist } from '../../model/playlists/open-playlist'
import { indexesOf } from '../../model/playlists/playlist-order'
import { playlistSongsMoved } from '../../model/playlists/playlist-songs'
import { $targetSongs } from '../../model/targets/command-target'
import type { Command } from '../command'
import { defineCommand } from '../command'

/** The index of the one selected row of the open playlist, or -1. */
const $movableIndex = sample({
  source: { playlist: $openPlaylist, songs: $targetSongs },
  fn: ({ playlist, songs }) => {
    if (!playlist || songs.length !== 1) return -1
    return indexesOf(playlist.songs, songs)[0] ?? -1
  },
})

/** Keyboard reorder of the open playlist: the selected row moves one place up or down. */
function moveSong(direction: 'up' | 'down', keybinding: string): Command {
  const step = direction === 'up' ? -1 : 1
  const run = createEvent()
  sample({
    clock: run,
    source: { index: $movableIndex, playlist: $openPlaylist },
    filter: ({ index, playlist }) => index >= 0 && playlist !== null,
    // Up: into the gap above the previous row; down: into the gap below the next one.
    fn: ({ index }) => ({ indexes: [index], before: step < 0 ? index - 1 : index + 2 }),
    target: playlistSongsMoved,
  })
  const enabled = sample({
    source: { index: $movableIndex, playlist: $openPlaylist },
    fn: ({ index, playlist }) => index >= 0 && playlist !== null && index + step >= 0 && index + step < playlist.songs.length,
  })
  const id = direction === 'up' ? 'moveSongUp' : 'moveSongDown'
  return defineCommand({ id: `playlists.${id}`, title: `commands.playlists.${id}`, category: 'playlists', keybinding, enabled, run })
}

export const moveSongUp = moveSong('up', 'Mod+Shift+ArrowUp')
export const moveSongDown = moveSong('down', 'Mod+Shift+ArrowDown')
