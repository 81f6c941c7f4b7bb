import { createEvent, sample } from 'effector'
import { $currentSong, songInfoRequested } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
const $hasSong = $currentSong.map((song) => song !== null)
sample({ clock: run, source: $currentSong, filter: Boolean, fn: (song) => song!, target: songInfoRequested })

export const currentSongInfo = defineCommand({
  id: 'playback.currentSongInfo',
  title: 'commands.playback.currentSongInfo',
  category: 'playback',
  keybinding: 'Shift+I',
  enabled: $hasSong,
  run,
})
