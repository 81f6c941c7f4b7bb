import type { Song } from '../../model/library/song'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $targetSongs } from '../../model/targets/command-target'
import { defineCommand } from '../command'

/** A page of the (first) selected song; the payload is the path to open. */
function goToOf<const Id extends `library.${string}`>(id: Id, keys: string, pathOf: (song: Song) => string | null) {
  return defineCommand({
    id,
    keys,
    context: $targetSongs.map((songs) => (songs[0] ? pathOf(songs[0]) : null)),
    target: navigated,
  })
}

/** Opens the album of the (first) selected song. */
export const goToAlbum = goToOf('library.goToAlbum', 'Shift+A', (song) => (song.albumId ? ROUTES.album(song.albumId) : null))
/** Opens the artist of the (first) selected song. */
export const goToArtist = goToOf('library.goToArtist', 'Shift+R', (song) => (song.artistId ? ROUTES.artist(song.artistId) : null))
