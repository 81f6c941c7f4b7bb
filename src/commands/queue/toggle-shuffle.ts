import { $currentList, shuffleToggled } from '../../model/player/player'
import { defineCommand } from '../command'

const $hasSongs = $currentList.map((list) => list.length > 1)

export const toggleShuffle = defineCommand({
  id: 'queue.toggleShuffle',
  keys: 'S',
  enabled: $hasSongs,
  target: shuffleToggled,
})
