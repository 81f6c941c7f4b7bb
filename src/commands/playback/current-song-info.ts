import { $currentSong, songInfoRequested } from '../../model/player/player'
import { defineCommand } from '../command'

export const currentSongInfo = defineCommand({
  id: 'playback.currentSongInfo',
  keys: 'Shift+I',
  context: $currentSong,
  target: songInfoRequested,
})
