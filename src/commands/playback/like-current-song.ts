import { createEvent, sample } from 'effector'
import { $currentSong, currentSongLikeToggled } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
const $hasSong = $currentSong.map((song) => song !== null)
sample({ clock: run, target: currentSongLikeToggled })

export const likeCurrentSong = defineCommand({
  id: 'playback.likeCurrentSong',
  title: 'commands.playback.likeCurrentSong',
  category: 'playback',
  keybinding: 'L',
  enabled: $hasSong,
  run,
})
