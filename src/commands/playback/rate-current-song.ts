import { createStore } from 'effector'
import type { Rating } from '../../model/library/rating'
import { currentSongRated } from '../../model/library/lazy-requests'
import { $currentSong } from '../../model/player/player'
import { defineCommand } from '../command'

/** No rating to take from context: the player bar's song menu passes the stars it shows. */
const $noContext = createStore<Rating | null>(null)

/** Rate what plays, 0 removes its rating (the player bar's song menu). */
export const rateCurrentSong = defineCommand({
  id: 'playback.rating.rateCurrentSong',
  enabled: $currentSong.map((song) => song !== null),
  context: $noContext,
  target: currentSongRated,
})
