import { createEvent, sample } from 'effector'
import type { Song } from '../../model/library/song'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $targetSongs } from '../../model/targets/command-target'
import type { Command } from '../command'
import { defineCommand } from '../command'

function goToOf(id: string, keybinding: string, pathOf: (song: Song) => string | null): Command {
  const run = createEvent()
  const $path = $targetSongs.map((songs) => (songs[0] ? pathOf(songs[0]) : null))
  sample({ clock: run, source: $path, filter: (path): path is string => path !== null, target: navigated })
  return defineCommand({
    id: `library.${id}`,
    title: `commands.library.${id}`,
    category: 'library',
    keybinding,
    enabled: $path.map((path) => path !== null),
    run,
  })
}

/** Opens the album of the (first) selected song. */
export const goToAlbum = goToOf('goToAlbum', 'Shift+A', (song) => (song.albumId ? ROUTES.album(song.albumId) : null))
/** Opens the artist of the (first) selected song. */
export const goToArtist = goToOf('goToArtist', 'Shift+R', (song) => (song.artistId ? ROUTES.artist(song.artistId) : null))
