import type { Song } from '../../model/library/song'
import { listPlayed } from '../../model/queue/queue-events'
import { songCommand } from './song-command'

/** Plays the selected songs (or the focused one) from the first. */
export const playSongs = songCommand({
  id: 'library.play',
  target: listPlayed,
  adapt: (songs: readonly Song[]) => ({ songs, index: 0 }),
})
