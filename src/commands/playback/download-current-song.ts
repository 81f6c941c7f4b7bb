import { $currentSong, songDownloadRequested } from '../../model/player/player'
import { defineCommand } from '../command'

export const downloadCurrentSong = defineCommand({
  id: 'playback.downloadCurrentSong',
  keys: 'D',
  context: $currentSong,
  target: songDownloadRequested,
})
