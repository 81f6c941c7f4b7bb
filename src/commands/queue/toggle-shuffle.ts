import { createEvent, sample } from 'effector'
import { $currentList, shuffleToggled } from '../../model/player/player'
import { defineCommand } from '../command'

const run = createEvent()
const $hasSongs = $currentList.map((list) => list.length > 1)
sample({ clock: run, target: shuffleToggled })

export const toggleShuffle = defineCommand({
  id: 'queue.toggleShuffle',
  title: 'commands.queue.toggleShuffle',
  category: 'queue',
  keybinding: 'S',
  enabled: $hasSongs,
  run,
})
