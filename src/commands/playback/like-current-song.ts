import { $currentSong, currentSongLikeToggled } from '../../model/player/player'
import { defineCommand } from '../command'

const $hasSong = $currentSong.map((song) => song !== null)

export const likeCurrentSong = defineCommand({
  id: 'playback.likeCurrentSong',
  keys: 'L',
  enabled: $hasSong,
  target: currentSongLikeToggled,
})
