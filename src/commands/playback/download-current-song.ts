import { createEvent, sample } from 'effector'
import { $currentSong, songDownloadRequested } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
const $hasSong = $currentSong.map((song) => song !== null)
sample({ clock: run, source: $currentSong, filter: Boolean, fn: (song) => song!, target: songDownloadRequested })

export const downloadCurrentSong = defineCommand({
  id: 'playback.downloadCurrentSong',
  title: 'commands.playback.downloadCurrentSong',
  category: 'playback',
  keybinding: 'D',
  enabled: $hasSong,
  run,
})
