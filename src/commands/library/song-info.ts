import { songInfoRequested } from '../../model/player/player-requests'
import { defineCommand } from '../command'
import { $selectedSongs } from './song-command'

/** Opens the song info dialog for the (first) selected song. */
export const songInfo = defineCommand({
  id: 'library.songInfo',
  keys: 'I',
  context: $selectedSongs.map((songs) => songs?.[0] ?? null),
  target: songInfoRequested,
})
